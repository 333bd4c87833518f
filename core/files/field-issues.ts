import type { z } from 'zod';

/**
 * What is wrong with a value a person typed, as a code the UI words in its language
 * (`cardEditor.issue.<code>` in core/i18n/messages/ui/sections/card-editor.*.ts) with its params.
 * The card editor and the card grid both read zod issues of the card schema through this one
 * classification.
 */
export const ISSUE_CODES = [
  'required',
  'integer',
  'number',
  'min',
  'greater',
  'max',
  'maxLength',
  'idFormat',
  'statFormat',
  'statUnknown',
  'choice',
  'json',
  'duplicate',
  'idTaken',
  'factionExists',
  'server',
  'other',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export interface CodedIssue {
  code: IssueCode;
  params: Record<string, string | number>;
}

type ZodIssue = z.core.$ZodIssue;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** The code of a zod issue of `input` (a card, a faction): what the person has to change. */
export function issueCode(issue: ZodIssue, input: unknown): CodedIssue {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { code: 'required', params: {} };
      if (issue.expected === 'int') return { code: 'integer', params: {} };
      if (issue.expected === 'number') return { code: 'number', params: {} };
      return { code: 'other', params: { message: issue.message } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: 'required', params: {} };
      // A list that needs one entry at least (a Chronopia chariot's crew) left empty.
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return { code: 'required', params: {} };
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
      return { code: 'choice', params: { values: issue.values.map(String).join(', ') } };
    case 'custom':
      // The schema's own checks: an ability written "Name / X" without its X.
      if (issue.path.at(-1) === 'value' && valueAt(input, issue.path) === undefined) return { code: 'required', params: {} };
      return { code: 'other', params: { message: issue.message } };
    default:
      return { code: 'other', params: { message: issue.message } };
  }
}
