import type { z } from 'zod';
import { issueCode, type CodedIssue } from '../../../core/files/field-issues';
import { showsOldWorldItem, showsOldWorldUnit, SYSTEM_FIELDS, takesCrew, type CardDraft } from './card-form';
import { SYSTEM_IDS, type SystemId } from '../../../core/model/system';
import { statConditionSchema } from '../../../core/model/card';
import { MAX_CARD_ID_LENGTH, PROFILE_STATS } from '../../../core/model/card-terms';
import { isProfileStat, profileStatKey, statKeyOf } from '../../../core/model/card-stats';

export { ISSUE_CODES, type IssueCode } from '../../../core/files/field-issues';

/**
 * Problems of the card editor's input, attached to form fields. A field is named by its path in
 * the card (`points`, `name.de`, `abilities.2.value`, `warMachine.substitute.0.min`), except
 * profile values, which are rows: `stats.<row>.key` and `stats.<row>.value`. The faction fields
 * are `faction.id`, `faction.name.de`, `faction.name.en`. What each problem says: core/files/field-issues.ts.
 */
export interface FieldIssue extends CodedIssue {
  field: string;
}

type ZodIssue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/**
 * The row of profile value `key` of the card: the row with that key, else the row that names it
 * by its abbreviation in either language (draftToInput keeps "MV" of a Chronopia card as BW:
 * statKeyOf), in the card's system or, since the check does not name it, any system.
 */
function statRow(draft: CardDraft, key: string): number {
  const exact = draft.stats.findIndex((r) => r.key.trim() === key);
  return exact >= 0 ? exact : draft.stats.findIndex((r) => SYSTEM_IDS.some((s) => profileStatKey(r.key, s) === key));
}

/** The form field of a card path: stats keys become the index of their row. */
function fieldOfPath(path: Path, draft: CardDraft, part: 'key' | 'value' = 'value'): string {
  const parts = path.map((p) => String(p));
  if (parts[0] === 'stats' && parts.length >= 2) {
    const row = statRow(draft, parts[1]!);
    return row >= 0 ? `stats.${row}.${part}` : 'stats';
  }
  return parts.join('.');
}

/** Zod issues of `cardSchema.safeParse(draftToInput(draft))` as field issues. */
export function cardIssues(issues: readonly ZodIssue[], input: unknown, draft: CardDraft): FieldIssue[] {
  return issues.map((issue) => ({
    field: fieldOfPath(issue.path, draft, issue.code === 'invalid_key' ? 'key' : 'value'),
    ...issueCode(issue, input),
  }));
}

/** Zod issues of a faction check, under `faction.`. */
export function factionIssues(issues: readonly ZodIssue[], input: unknown): FieldIssue[] {
  return issues.map((issue) => ({ field: ['faction', ...issue.path.map(String)].join('.'), ...issueCode(issue, input) }));
}

/**
 * What the schema cannot see, of the fields `system` shows: rows it cannot tell apart (a profile
 * value, also given once by its key and once by its abbreviation, an ability, substitute condition or chariot crew card given twice);
 * a substitute condition of an immobile machine that names no profile value of the game (no
 * figure's profile could meet it; German "WK" is RES, as saved: statKeyOf); an Old World unit
 * whose most models are fewer than its least, or a magic item allowance of it with no item type;
 * an Old World magic item taken at most fewer times than at least, or than once.
 */
export function duplicateIssues(draft: CardDraft, system: SystemId): FieldIssue[] {
  const fields = SYSTEM_FIELDS[system];
  const out: FieldIssue[] = [];
  const seen = (rows: string[], field: (i: number) => string): void => {
    const first = new Map<string, number>();
    rows.forEach((key, i) => {
      if (key === '') return;
      if (first.has(key)) out.push({ field: field(i), code: 'duplicate', params: { value: key } });
      else first.set(key, i);
    });
  };
  if (fields.figureCard) {
    // "MV" and "BW" are one profile value of a Chronopia card: the key each is saved by.
    seen(draft.stats.map((r) => statKeyOf(r.key, system)), (i) => `stats.${i}.key`);
    seen(draft.abilities.map((a) => a.id.trim()), (i) => `abilities.${i}.id`);
  }
  // A mobile machine's crew fields are neither shown nor saved (takesCrew).
  if (draft.kind === 'war-machine' && fields.warMachine && takesCrew(draft.warMachine)) {
    const stats = draft.warMachine.substitute.map((c) => statKeyOf(c.stat, system));
    seen(stats, (i) => `warMachine.substitute.${i}.stat`);
    stats.forEach((stat, i) => {
      // Empty or not in the form of a key: the schema says so.
      if (!statConditionSchema.shape.stat.safeParse(stat).success || isProfileStat(stat, system)) return;
      out.push({ field: `warMachine.substitute.${i}.stat`, code: 'statUnknown', params: { value: stat, stats: PROFILE_STATS[system].join(', ') } });
    });
  }
  if (draft.chariot.on && fields.warbandAndChariot) {
    seen(draft.chariot.crew.map((c) => c.cardId.trim()), (i) => `chariot.crew.${i}.cardId`);
  }
  const ow = draft.oldworld;
  if (showsOldWorldUnit(draft.kind, system) && typeof ow.unitMin === 'number' && typeof ow.unitMax === 'number' && ow.unitMax < ow.unitMin) {
    out.push({ field: 'unitSize.max', code: 'min', params: { min: ow.unitMin } });
  }
  // A magic item allowance without an item type offers nothing in a list (the list editor shows the
  // allowances whose types it knows): at least one type is needed.
  if (showsOldWorldUnit(draft.kind, system)) {
    ow.items.forEach((a, i) => {
      if (a.types.length === 0) out.push({ field: `oldworld.items.${i}.types`, code: 'required', params: {} });
    });
    ow.choices.command.forEach((c, i) => {
      if (c.magic && c.magic.types.length === 0) out.push({ field: `oldworld.command.${i}.magic.types`, code: 'required', params: {} });
    });
  }
  // A maximum of 0 would read as no limit in a list (core/systems/oldworld/rules/magic-item-allowance.ts), one below the minimum as a contradiction.
  const item = draft.oldworldItem;
  if (showsOldWorldItem(draft.kind, system) && typeof item.maximum === 'number') {
    const least = Math.max(1, typeof item.minimum === 'number' ? item.minimum : 0);
    if (item.maximum < least) out.push({ field: 'item.maximum', code: 'min', params: { min: least } });
  }
  return out;
}

/** An id longer than the app takes (MAX_CARD_ID_LENGTH): the card could be saved but not opened again. */
export function idLengthIssues(draft: CardDraft): FieldIssue[] {
  return draft.id.trim().length > MAX_CARD_ID_LENGTH ? [{ field: 'id', code: 'maxLength', params: { max: MAX_CARD_ID_LENGTH } }] : [];
}

/** Field errors the API reports (`card.points`, `faction.id`, ...) as field issues. */
export function serverIssues(fields: readonly { path: string; message: string }[], draft: CardDraft): FieldIssue[] {
  return fields.map((f) => {
    const parts = f.path.split('.').filter((p) => p !== '');
    const field = parts[0] === 'card' ? fieldOfPath(parts.slice(1), draft) : parts.join('.');
    return { field: field || 'card', code: 'server', params: { message: f.message } };
  });
}
