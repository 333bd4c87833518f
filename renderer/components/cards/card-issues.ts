import type { z } from 'zod';
import type { CardDraft } from './card-form';

/**
 * Problems of the card editor's input, attached to form fields. A field is named by its path in
 * the card (`points`, `name.de`, `abilities.2.value`, `warMachine.substitute.0.min`), except
 * profile values, which are rows: `stats.<row>.key` and `stats.<row>.value`. The faction fields
 * are `faction.id`, `faction.name.de`, `faction.name.en`.
 */
export type IssueCode =
  | 'required'
  | 'integer'
  | 'number'
  | 'min'
  | 'greater'
  | 'max'
  | 'maxLength'
  | 'idFormat'
  | 'statFormat'
  | 'choice'
  | 'duplicate'
  | 'idTaken'
  | 'factionExists'
  | 'server'
  | 'other';

export interface FieldIssue {
  field: string;
  code: IssueCode;
  params: Record<string, string | number>;
}

type ZodIssue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

function valueAt(root: unknown, path: Path): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** The form field of a card path: stats keys become the index of their row. */
function fieldOfPath(path: Path, draft: CardDraft, part: 'key' | 'value' = 'value'): string {
  const parts = path.map((p) => String(p));
  if (parts[0] === 'stats' && parts.length >= 2) {
    const key = parts[1]!;
    const row = draft.stats.findIndex((r) => r.key.trim() === key);
    return row >= 0 ? `stats.${row}.${part}` : 'stats';
  }
  return parts.join('.');
}

function issueCode(issue: ZodIssue, input: unknown): Pick<FieldIssue, 'code' | 'params'> {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { code: 'required', params: {} };
      if (issue.expected === 'int') return { code: 'integer', params: {} };
      if (issue.expected === 'number') return { code: 'number', params: {} };
      return { code: 'other', params: { message: issue.message } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: 'required', params: {} };
      if (issue.origin === 'number') return { code: issue.inclusive ? 'min' : 'greater', params: { min: Number(issue.minimum) } };
      return { code: 'other', params: { message: issue.message } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'maxLength', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'number') return { code: 'max', params: { max: Number(issue.maximum) } };
      return { code: 'other', params: { message: issue.message } };
    case 'invalid_format':
      if (valueAt(input, issue.path) === '') return { code: 'required', params: {} };
      if ('pattern' in issue && typeof issue.pattern === 'string' && issue.pattern.includes('A-Z')) return { code: 'statFormat', params: {} };
      return { code: 'idFormat', params: {} };
    case 'invalid_key':
      return { code: 'statFormat', params: {} };
    case 'invalid_value':
      return { code: 'choice', params: {} };
    case 'custom':
      // The schema's own checks: an ability written "Name / X" without its X.
      if (issue.path.at(-1) === 'value' && valueAt(input, issue.path) === undefined) return { code: 'required', params: {} };
      return { code: 'other', params: { message: issue.message } };
    default:
      return { code: 'other', params: { message: issue.message } };
  }
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

/** Rows the schema cannot tell apart: a profile value or ability given twice. */
export function duplicateIssues(draft: CardDraft): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = (rows: string[], field: (i: number) => string): void => {
    const first = new Map<string, number>();
    rows.forEach((key, i) => {
      if (key === '') return;
      if (first.has(key)) out.push({ field: field(i), code: 'duplicate', params: { value: key } });
      else first.set(key, i);
    });
  };
  seen(draft.stats.map((r) => r.key.trim()), (i) => `stats.${i}.key`);
  seen(draft.abilities.map((a) => a.id.trim()), (i) => `abilities.${i}.id`);
  if (draft.kind === 'war-machine') {
    seen(draft.warMachine.substitute.map((c) => c.stat.trim()), (i) => `warMachine.substitute.${i}.stat`);
  }
  return out;
}

/** Field errors the API reports (`card.points`, `faction.id`, ...) as field issues. */
export function serverIssues(fields: readonly { path: string; message: string }[], draft: CardDraft): FieldIssue[] {
  return fields.map((f) => {
    const parts = f.path.split('.').filter((p) => p !== '');
    const field = parts[0] === 'card' ? fieldOfPath(parts.slice(1), draft) : parts.join('.');
    return { field: field || 'card', code: 'server', params: { message: f.message } };
  });
}
