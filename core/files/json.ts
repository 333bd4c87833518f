import type { FileIssue, LoadProblem } from '../db/types';
import { coded, fileIssueText, type FileProblemCode } from './problems';

type JsonParseResult = { ok: true; value: unknown } | { ok: false; problem: LoadProblem };

/**
 * How deep JSON text may nest arrays and objects in one another. Muster's own files nest at most
 * 18 levels (the JSON schemas of card files and packs; lists 12, card files and Old World Builder's
 * datasets 10), so this is far above anything real. It bounds the time a parse can take: V8's
 * JSON.parse spends about 1.5 µs a level, so the 10 million levels of a 20 MB request held the
 * whole process for 15 s.
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Where JSON text nests deeper than `max`: the offset of the `[` or `{` that opens level `max + 1`,
 * or -1. One pass over the text, no stack: brackets inside strings do not count, and neither
 * does anything else a parser would refuse (that is the parser's to report). A text of at most
 * `max` characters cannot nest deeper and is not looked at. It costs about half of what
 * JSON.parse takes for the same text (22.6 MB of card files: 44 ms, JSON.parse 100 ms).
 */
export function tooDeepAt(text: string, max = MAX_JSON_DEPTH): number {
  const n = text.length;
  if (n <= max) return -1;
  let depth = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: up to its closing quote, escapes skipped.
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return -1;
}

/**
 * Parses JSON text without throwing: the one way Muster parses JSON it is handed (files, requests,
 * imports). A syntax error becomes a problem naming the file, the line and column and what was
 * expected there; so does nesting deeper than MAX_JSON_DEPTH (`too-deep`), refused before the
 * parse so that it takes time in proportion to the text. A leading byte-order mark is ignored.
 * `knownShallow`: the text is byte for byte one that passed this check before (a card file listed
 * as checked by its hash), so the scan is skipped (about 5 % of loading 50,000 cards).
 */
export function parseJsonText(text: string, file: string, options: { knownShallow?: boolean } = {}): JsonParseResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = options.knownShallow ? -1 : tooDeepAt(body);
  if (deep >= 0) return { ok: false, problem: coded(file, '', 'too-deep', { ...lineColumn(body, deep), max: MAX_JSON_DEPTH }) };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (err) {
    const at = locateJsonError(body);
    if (!at) return { ok: false, problem: coded(file, '', 'json-engine', { message: err instanceof Error ? err.message : String(err) }) };
    const { line, column } = lineColumn(body, at.offset);
    return { ok: false, problem: coded(file, '', 'json', { line, column }, at.issue) };
  }
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Where JSON text is broken: the offset, the reason in English and as a problem's code. */
export interface JsonError {
  offset: number;
  reason: string;
  issue: FileIssue;
}

type Mode = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'after';

/**
 * Finds the first syntax error in JSON text (offset and reason), or undefined when the text is valid.
 * Iterative, so deeply nested input cannot overflow the stack. Engines word their own
 * JSON.parse errors differently, so Muster reports positions from this scanner.
 */
export function locateJsonError(text: string): JsonError | undefined {
  const stack: ('{' | '[')[] = [];
  const n = text.length;
  let i = 0;
  let mode: Mode = 'value';
  const err = (code: FileProblemCode, params: FileIssue['params'] = {}): JsonError => {
    const issue: FileIssue = i >= n ? { code: 'json-end', params: {} } : { code, params };
    return { offset: i, reason: fileIssueText(issue, 'en'), issue };
  };
  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      i++;
    }
  };
  const scanString = (): JsonError | undefined => {
    i++; // opening quote
    for (;;) {
      if (i >= n) return err('json-end');
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return undefined;
      }
      if (c < 0x20) return err(c === 10 ? 'json-line-break' : 'json-control');
      if (c === 92) {
        const e = text[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else return err('json-escape');
        continue;
      }
      i++;
    }
  };
  const scanNumber = (): JsonError | undefined => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '' || m[0] === '-') return err('json-number');
    i += m[0].length;
    return undefined;
  };
  for (;;) {
    skipSpace();
    if (mode === 'after') {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? err('json-after-end') : undefined;
      const c = text[i];
      if (c === ',') {
        i++;
        mode = top === '{' ? 'key' : 'value';
      } else if (c === (top === '{' ? '}' : ']')) {
        i++;
        stack.pop();
      } else return err(top === '{' ? 'json-after-property' : 'json-after-element');
      continue;
    }
    if (mode === 'key' || mode === 'key-or-close') {
      if (mode === 'key-or-close' && text[i] === '}') {
        i++;
        stack.pop();
        mode = 'after';
        continue;
      }
      if (text[i] !== '"') return err(mode === 'key' ? 'json-property-no-comma' : 'json-property');
      const e = scanString();
      if (e) return e;
      skipSpace();
      if (text[i] !== ':') return err('json-colon');
      i++;
      mode = 'value';
      continue;
    }
    const c = text[i];
    if (mode === 'value-or-close' && c === ']') {
      i++;
      stack.pop();
      mode = 'after';
      continue;
    }
    if (c === undefined) return err('json-end');
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      mode = c === '{' ? 'key-or-close' : 'value-or-close';
      continue;
    }
    let e: JsonError | undefined;
    if (c === '"') e = scanString();
    else if (c === '-' || (c >= '0' && c <= '9')) e = scanNumber();
    else {
      const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
      if (word) i += word.length;
      else if (c === ']' || c === '}') e = err('json-trailing-comma', { char: c });
      else e = err('json-character', { char: c });
    }
    if (e) return e;
    mode = 'after';
  }
}
