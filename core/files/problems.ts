import type { z } from 'zod';
import type { FileIssue, LoadProblem } from '../db/types';
import FileProblemDE from '../i18n/messages/file-problem.de';
import FileProblemEN from '../i18n/messages/file-problem.en';
import { languageParams } from '../i18n/issues';
import { joinCatalogue, lookupMessage, translate, type MessageParams } from '../i18n/translate';
import type { Lang } from '../model/system';

/** The codes of file problems (`fileProblem.code.<code>`). */
export type FileProblemCode = keyof (typeof FileProblemEN)['code'];

// The texts join the catalogue where files are read (main, the command line, the few screens that read files themselves), not in the app's first script.
joinCatalogue('fileProblem', { en: FileProblemEN, de: FileProblemDE });

/** One step of a JSON path: an object key or an array index. */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Formats a path like `cards[3].warMachine.crew`; keys that are not plain words are quoted: `stats["M-V"]`. */
export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else {
      const key = String(seg);
      if (IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

export function problem(file: string, path: string, message: string): LoadProblem {
  return { file, path, message };
}

const KIND_CODES: ReadonlySet<string> = new Set<FileProblemCode>(['missing', 'type', 'type-only']);
/** Codes whose `field` names an AP count of a TJOST result (`fileProblem.apField.<field>`). */
const AP_FIELD_CODES: ReadonlySet<string> = new Set<FileProblemCode>(['ap-number', 'ap-whole', 'ap-negative', 'ap-max']);

/** A problem in words: its code's text (`fileProblem.code.<code>`) in `lang`, the kinds of value, the detail and names given in both languages (`unit_de`, `unit_en`) in the same language. */
export function fileIssueText(issue: FileIssue, lang: Lang): string {
  const params: MessageParams = { ...issue.params };
  // The kinds of JSON value a field should have and has (other codes' `expected` is a format or a round).
  for (const key of KIND_CODES.has(issue.code) ? (['expected', 'received'] as const) : []) {
    const kind = params[key];
    if (typeof kind === 'string') params[key] = lookupMessage(lang, `fileProblem.kind.${kind}`) ?? kind;
  }
  if (AP_FIELD_CODES.has(issue.code) && typeof params.field === 'string') params.field = lookupMessage(lang, `fileProblem.apField.${params.field}`) ?? params.field;
  if (issue.detail) params.detail = fileIssueText(issue.detail, lang);
  Object.assign(params, languageParams(params, lang));
  return translate(lang, `fileProblem.code.${issue.code}`, params, typeof params.count === 'number' ? params.count : undefined);
}

/** A problem with a code (`fileProblem.code.<code>`): its message is the English text of the code. */
export function coded(file: string, path: string, code: FileProblemCode, params: FileIssue['params'] = {}, detail?: FileIssue): LoadProblem {
  const issue: FileIssue = { code, params, ...(detail ? { detail } : {}) };
  return { file, path, message: fileIssueText(issue, 'en'), issue };
}

/** The messages schemas give their checks (schemaMessage), by their English text, with their code. */
const SCHEMA_MESSAGES = new Map<string, FileIssue>();

/**
 * A message for a schema's check (`.min(0, schemaMessage('ap-negative', { field: 'pf' }))`): its
 * English text, which zod reports; a zod issue with it is read back as its code (zodIssue), so it
 * is said in the user's language as the other file problems are.
 */
export function schemaMessage(code: FileProblemCode, params: FileIssue['params'] = {}): string {
  const issue: FileIssue = { code, params };
  const text = fileIssueText(issue, 'en');
  SCHEMA_MESSAGES.set(text, issue);
  return text;
}

/** Turns zod issues into load problems, each naming the file and the field's JSON path. */
export function zodProblems(file: string, error: z.ZodError, prefix = ''): LoadProblem[] {
  return error.issues.map((issue) => {
    const coded = zodIssue(issue);
    return { file, path: formatPath(issue.path, prefix), message: fileIssueText(coded, 'en'), issue: coded };
  });
}

/** How zod's own messages begin; a schema's own message (`use lower-case letters, digits and dashes`) is kept as it is. */
const ZOD_WORDING = /^(Invalid input|Invalid option|Invalid string:|Invalid number:|Too small:|Too big:)/;

/** Unknown keys a problem names; the rest are counted (`… and 12 more`). */
export const UNKNOWN_KEYS_NAMED = 5;

const issueOf = (code: FileProblemCode, params: FileIssue['params'] = {}, detail?: FileIssue): FileIssue => ({ code, params, ...(detail ? { detail } : {}) });

/** A zod issue as a problem's code and params (zod's own words say `Invalid input: expected string, received undefined`). */
export function zodIssue(issue: z.core.$ZodIssue): FileIssue {
  const own = SCHEMA_MESSAGES.get(issue.message);
  if (own) return own;
  if (issue.code !== 'unrecognized_keys' && issue.code !== 'invalid_key' && !ZOD_WORDING.test(issue.message)) return issueOf('other', { message: issue.message });
  switch (issue.code) {
    case 'invalid_key':
      return issue.issues[0] ? issueOf('invalid-key', {}, zodIssue(issue.issues[0])) : issueOf('other', { message: issue.message });
    case 'unrecognized_keys': {
      // The first few keys, then how many more: a million unknown keys are one short message.
      const keys = issue.keys.slice(0, UNKNOWN_KEYS_NAMED).map((k) => `'${k.length > 64 ? `${k.slice(0, 64)}…` : k}'`).join(', ');
      const more = issue.keys.length - UNKNOWN_KEYS_NAMED;
      return more > 0 ? issueOf('unknown-fields-more', { keys, more }) : issueOf('unknown-fields', { keys, count: issue.keys.length });
    }
    case 'invalid_type': {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      if (received === 'undefined') return issueOf('missing', { expected: issue.expected });
      if (issue.expected === 'int' && received === 'number') return issueOf('whole-number');
      return received ? issueOf('type', { expected: issue.expected, received }) : issueOf('type-only', { expected: issue.expected });
    }
    case 'invalid_value':
      return issue.values.length === 1 ? issueOf('value', { value: JSON.stringify(issue.values[0]) }) : issueOf('values', { values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min === 1 ? issueOf('empty') : issueOf('too-short', { count: min });
      if (issue.origin === 'array' || issue.origin === 'set') return issueOf('min-entries', { count: min });
      return issueOf(issue.inclusive === false ? 'more-than' : 'at-least', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return issueOf('too-long', { count: max });
      if (issue.origin === 'array' || issue.origin === 'set') return issueOf('max-entries', { max });
      return issueOf(issue.inclusive === false ? 'less-than' : 'at-most', { max });
    }
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue && typeof issue.pattern === 'string' ? issueOf('pattern', { pattern: issue.pattern }) : issueOf('format', { format: issue.format });
    case 'invalid_union':
      return issueOf('union');
    default:
      return issueOf('other', { message: issue.message });
  }
}

/** A zod issue in words for people, in English. */
export function zodIssueText(issue: z.core.$ZodIssue): string {
  return fileIssueText(zodIssue(issue), 'en');
}

/** A problem's message in `lang` (its code's text; the English message where it has no code). */
export function problemMessage(p: LoadProblem, lang: Lang): string {
  return p.issue && lang !== 'en' ? fileIssueText(p.issue, lang) : p.message;
}

/** `formatProblem` in another language: a function for `problems.map(...)`. */
export function problemLine(lang: Lang): (p: LoadProblem) => string {
  return (p) => {
    const message = problemMessage(p, lang);
    return p.path === '' ? `${p.file}: ${message}` : `${p.file}: ${p.path}: ${message}`;
  };
}

/** One line for people: `file: path: message` (the path is left out when empty). */
export function formatProblem(p: LoadProblem): string {
  return p.path === '' ? `${p.file}: ${p.message}` : `${p.file}: ${p.path}: ${p.message}`;
}

/** Reports keys of `raw` that `known` does not list; unknown keys are ignored on load, so a typo would go unnoticed. */
export function unknownKeyProblems(file: string, raw: unknown, known: readonly string[], path: string): LoadProblem[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const out: LoadProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (!known.includes(key)) out.push(coded(file, formatPath([key], path), 'unknown-field-ignored'));
  }
  return out;
}

/** A file's problems in one line in `lang` (`file: path: message; path: message (a copy was kept as …)`). */
export function fileProblemsText(file: string, problems: readonly LoadProblem[], lang: Lang, copy?: string): string {
  const detail = problems.length ? problems.map((p) => (p.path ? `${p.path}: ${problemMessage(p, lang)}` : problemMessage(p, lang))).join('; ') : 'unreadable';
  return `${file}: ${detail}${copy ? ` (${translate(lang, 'fileProblem.copyKept', { copy })})` : ''}`;
}

/**
 * A file that could not be used: names the file and, per problem, the field and the reason, and
 * the copy kept of it, if one was. The one error class for every document format (lists, rosters,
 * results, cards, events); its message is in English, `textIn` words it in another language.
 */
export class FileProblemsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly LoadProblem[],
    readonly copy?: string,
    /** The language of the message (English unless the caller words it for someone). */
    readonly lang: Lang = 'en',
  ) {
    super(fileProblemsText(file, problems, lang, copy));
    this.name = 'FileProblemsError';
  }

  /** The same error, naming the copy kept of the file. */
  withCopy(copy: string): FileProblemsError {
    return new FileProblemsError(this.file, this.problems, copy, this.lang);
  }

  textIn(lang: Lang): string {
    return fileProblemsText(this.file, this.problems, lang, this.copy);
  }
}
