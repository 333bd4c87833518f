import type { z } from 'zod';
import type { LoadProblem } from '../db/types';

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

/** Turns zod issues into load problems, each naming the file and the field's JSON path. */
export function zodProblems(file: string, error: z.ZodError, prefix = ''): LoadProblem[] {
  return error.issues.map((issue) => problem(file, formatPath(issue.path, prefix), zodIssueText(issue)));
}

/** What a value of a JSON type is called in a problem ("should be a number, not a text"). */
const KINDS: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
  nan: 'not a number',
};
const kind = (type: string): string => KINDS[type] ?? type;

/** A plural in a problem: `1 character`, `3 characters`, `1 entry`, `2 entries`. */
const count = (n: number | bigint, one: string, many: string): string => `${n} ${Number(n) === 1 ? one : many}`;

/** How zod's own messages begin; a schema's own message (`use lower-case letters, digits and dashes`) is kept as it is. */
const ZOD_WORDING = /^(Invalid input|Invalid option|Invalid string:|Invalid number:|Too small:|Too big:)/;

/** A zod issue in words for people (zod's own say `Invalid input: expected string, received undefined`). */
export function zodIssueText(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys' && issue.code !== 'invalid_key' && !ZOD_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_key':
      return `invalid key: ${issue.issues[0] ? zodIssueText(issue.issues[0]) : issue.message}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    case 'invalid_type': {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      if (received === 'undefined') return `missing (${kind(issue.expected)} is needed)`;
      if (issue.expected === 'int' && received === 'number') return 'should be a whole number';
      return received ? `should be ${kind(issue.expected)}, not ${kind(received)}` : `should be ${kind(issue.expected)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `should be ${JSON.stringify(issue.values[0])}` : `should be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) === 1 ? 'is empty' : `is too short: at least ${count(min, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `needs at least ${count(min, 'entry', 'entries')}`;
      return issue.inclusive === false ? `should be more than ${min}` : `should be at least ${min}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `is too long: at most ${count(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `has too many entries: at most ${max}`;
      return issue.inclusive === false ? `should be less than ${max}` : `should be at most ${max}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue && typeof issue.pattern === 'string' ? `does not have the expected form (${issue.pattern})` : `is not a valid ${issue.format}`;
    case 'invalid_union':
      return 'matches none of the accepted forms';
    default:
      return issue.message;
  }
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
    if (!known.includes(key)) out.push(problem(file, formatPath([key], path), 'unknown field (ignored)'));
  }
  return out;
}

/**
 * A file that could not be used: names the file and, per problem, the field and the reason.
 * The one error class for every document format (lists, rosters, results, cards, events).
 */
export class FileProblemsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly LoadProblem[],
    readonly note?: string,
  ) {
    const detail = problems.length ? problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ') : 'unreadable';
    super(`${file}: ${detail}${note ? ` (${note})` : ''}`);
    this.name = 'FileProblemsError';
  }

  /** The same error with a note for the user, e.g. where a copy of the file was kept. */
  withNote(note: string): FileProblemsError {
    return new FileProblemsError(this.file, this.problems, note);
  }
}
