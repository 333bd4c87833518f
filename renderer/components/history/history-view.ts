import type { HistoryDocument, HistoryEntry } from '../../../core/api/contract';

type Kind = HistoryDocument['kind'];
type DocumentOf<K extends Kind> = Extract<HistoryDocument, { kind: K }>;

/**
 * What the History dialog (HistoryDialog.vue) shows and does for one kind of document: the
 * words, each version's facts, the preview, and what restoring does in its view. Methods get a
 * version of the dialog's document, as read.
 */
export interface HistoryView<K extends Kind = Kind> {
  /** What the history keeps and what restoring does here. */
  intro: string;
  /** Shown when the document has no saved version yet. */
  empty: string;
  /** Unsaved changes in the view: the newest version is then not what the view shows. */
  readonly dirty: boolean;
  /** One line about a version: what it held. */
  facts(version: HistoryEntry): string;
  heading(document: DocumentOf<K>): string;
  /** The preview: one line per entry, element, game or card; `none` when there are none. */
  lines(document: DocumentOf<K>): string[];
  none: string;
  /** Lines under the preview's list (a roster's armies, devices and garrison). */
  notes?(document: DocumentOf<K>): string[];
  /** Restores a version in the view; false when it could not (an error says why). */
  restore(document: DocumentOf<K>): boolean | Promise<boolean>;
}

/**
 * A view of one kind as the dialog takes it (each kind's view is in its own module beside this one,
 * `list-history.ts`, `siege-history.ts`, …, so a view loads only its own store: the list editor
 * does not load the organiser's, the siege editor's and the card grid's code with its history).
 * Its methods refuse a version of another kind (the dialog never passes one).
 */
export function forKind<K extends Kind>(kind: K, view: HistoryView<K>): HistoryView {
  const of = (d: HistoryDocument): DocumentOf<K> => {
    if (d.kind !== kind) throw new Error(`a ${d.kind} version is not a ${kind} version`);
    return d as DocumentOf<K>;
  };
  const notes = view.notes;
  return {
    intro: view.intro,
    empty: view.empty,
    get dirty() {
      return view.dirty;
    },
    facts: (v) => view.facts(v),
    heading: (d) => view.heading(of(d)),
    lines: (d) => view.lines(of(d)),
    none: view.none,
    ...(notes ? { notes: (d: HistoryDocument) => notes(of(d)) } : {}),
    restore: (d) => view.restore(of(d)),
  };
}
