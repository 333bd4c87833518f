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
  return error.issues.map((issue) => problem(file, formatPath(issue.path, prefix), issueMessage(issue)));
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_key':
      return `invalid key: ${issue.issues[0]?.message ?? issue.message}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
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
