import type { CardDatabase } from '../../core/db/database';
import type { CardLookup, FactionInfo, LoadProblem } from '../../core/db/types';
import type { Issue } from '../../core/checks/types';
import { problemLine } from '../../core/files/problems';
import { validateList } from '../../core/checks/validate-list';
import { entryNamer, type IssueTextContext } from '../../core/i18n/issues';
import { parseListOrOwbFile } from '../../core/list/load-owb';
import { listTotals, type ListTotals } from '../../core/list/totals';
import type { ArmyList } from '../../core/model/list';
import { categoryTotals } from '../../core/systems/oldworld/facts';
import type { OwCategory } from '../../core/systems/oldworld/model';
import type { Lang } from '../../core/model/system';
import { translate } from '../../core/i18n/translate';
import { siegeIssueText, validateSiege } from '../../core/systems/oldworld/siege';
import { folderListResolver, loadSiegeText } from '../siege/files';
import { loadSelectionFor } from '../tjost/selection-file';
import { namesCardNotIn } from './card-sources';

/** JSON output of `muster validate` for a list. */
export interface ValidateJson {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: { code: string; severity: Issue['severity']; entryId: string | null; message: string }[];
  totals: ListTotals & { categories?: Record<OwCategory, { points: number; percent: number }> };
}

/** The list's numbers for the JSON output: points, limit, figures, entries; for The Old World points and share per category. */
function totalsJson(list: ArmyList, db: CardLookup): ValidateJson['totals'] {
  const totals: ValidateJson['totals'] = listTotals(list, db);
  if (list.system === 'oldworld') {
    totals.categories = Object.fromEntries(categoryTotals(list, db).map((c) => [c.category, { points: c.points, percent: c.percent }])) as Record<OwCategory, { points: number; percent: number }>;
  }
  return totals;
}

/** JSON output of `muster validate` for a siege roster. */
export interface ValidateSiegeJson {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: {
    code: string;
    severity: Issue['severity'];
    /** What the issue is about, as `kind:id` (e.g. `device:d3`, `occupant:e6`), or null. */
    subject: string | null;
    /** The fortress element concerned, or null. */
    elementId: string | null;
    message: string;
  }[];
}

/** A document checked by the one engine, with what the output needs to show its issues. */
export interface Checked {
  issues: Issue[];
  /** How the one message function names the document's things. */
  names: IssueTextContext;
  /** Where an issue sits (an entry or element id), for the text output's second column. */
  at(issue: Issue): string | undefined;
  /** The fields of an issue's JSON record besides code, severity and message. */
  where(issue: Issue): Record<string, string | null>;
  /** Fields of the JSON output besides the verdict and the issues (a list's totals). */
  extra: Record<string, unknown>;
  /** Lines for people about the input itself (what a foreign file held that was not taken over). */
  notices: string[];
  /**
   * What was left out of the file (or the selection list it names) to read it, each naming the
   * file and field: the rest was checked, and the file is not valid as written.
   */
  repaired: string[];
}

/** What a format checker reads: the file as given and as resolved, its text and the cards. */
interface CheckInput {
  /** Absolute path (linked files are relative to it). */
  file: string;
  /** The path as the user wrote it, for messages. */
  fileArg: string;
  text: string;
  db: CardLookup & Pick<CardDatabase, 'query'> & { factions?(): FactionInfo[] };
  lang: Lang;
  cwd: string;
  /** TJOST game lists: the selection list file given on the command line. */
  selection?: string;
  /**
   * Every game system's cards, when `db` holds only the list's system's: loaded when the list names
   * a card `db` lacks, so a card of another game is named as such (card.other-system), as in the app.
   */
  everySystem?: () => Promise<CheckInput['db']>;
}

/** A checked document, or the messages saying why the input cannot be used. */
type CheckResult = { checked: Checked } | { unusable: string[] };

/** The problems that make the input unusable, each worded by `line` (`problemLine(lang)`), else `fallback`. */
function unusable(problems: readonly LoadProblem[], fallback: string, line: (p: LoadProblem) => string): CheckResult {
  return { unusable: problems.length > 0 ? problems.map(line) : [fallback] };
}

/** A list file (and, for a TJOST game list, its selection list) against the rules of its system. */
export async function checkList(input: CheckInput): Promise<CheckResult> {
  const { fileArg, text, lang } = input;
  let db = input.db;
  let parsed = parseListOrOwbFile(text, fileArg, db);
  if (parsed.list && input.everySystem && namesCardNotIn(parsed.list, db)) {
    // A card the list's system lacks may be another game's: read the list again with every system's cards.
    db = await input.everySystem();
    parsed = parseListOrOwbFile(text, fileArg, db);
  }
  // What an Old World Builder file held that Muster cannot take over, and what was left out of a
  // Muster file to read it (an assignment to a missing entry), is named in the language of the
  // messages; the rest is checked.
  const line = problemLine(lang);
  if (!parsed.list) return unusable(parsed.problems, translate(lang, 'cli.read.unusable', { file: fileArg }), line);
  const list = parsed.list;
  const found = parsed.problems.map(line);
  const notices = [...(parsed.kind === 'owb' ? found : []), ...parsed.notes.map(line)];
  const repaired = parsed.kind === 'muster' ? found : [];
  const linked = await loadSelectionFor({ list, listFile: fileArg, override: input.selection, cwd: input.cwd, lookup: db, lang });
  if (!linked.ok) return { unusable: linked.messages };
  repaired.push(...(linked.repairs ?? []));
  if (linked.foundById !== undefined) notices.push(translate(lang, 'cli.selectionById', { file: linked.foundById }));
  return {
    checked: {
      issues: validateList(list, db, linked.selection ? { selection: linked.selection } : {}),
      names: { entryName: entryNamer(list, db, lang) },
      at: (i) => i.entryId,
      where: (i) => ({ entryId: i.entryId ?? null }),
      extra: { totals: totalsJson(list, db) },
      notices,
      repaired,
    },
  };
}

/** A siege roster and the lists it links against the siege rules. */
export async function checkSiege(input: CheckInput): Promise<CheckResult> {
  const { file, fileArg, text, db, lang } = input;
  const loaded = await loadSiegeText(text, file, db, fileArg, folderListResolver(file, db, lang));
  const line = problemLine(lang);
  if (!loaded.roster || loaded.problems.length > 0) return unusable(loaded.problems, translate(lang, 'cli.read.unusableSiege', { file: fileArg }), line);
  const repaired = (loaded.repairs ?? []).map(line);
  const { roster, attacker, defender } = loaded;
  const factions = db.factions?.() ?? [];
  return {
    checked: {
      issues: validateSiege({ roster, attacker, defender, card: (id) => db.card(id) }),
      names: siegeIssueText({
        roster,
        attacker,
        defender,
        lookup: db,
        factionName: (id: string) => factions.find((f) => f.system === 'oldworld' && f.id === id)?.name[lang],
      }),
      at: (i) => i.elementId,
      where: (i) => ({ subject: i.subject ? `${i.subject.kind}:${i.subject.id}` : null, elementId: i.elementId ?? null }),
      extra: {},
      notices: [],
      repaired,
    },
  };
}
