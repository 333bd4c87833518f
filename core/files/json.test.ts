import { describe, expect, it } from 'vitest';
import { lineColumn, locateJsonError, MAX_JSON_DEPTH, parseJsonText, tooDeepAt } from './json';

describe('parseJsonText', () => {
  it('parses valid JSON and ignores a byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"a": [1, 2]}', 'f.json')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('names file, line and column of a syntax error', () => {
    const r = parseJsonText('{\n  "a": 1,\n  "b" 2\n}', 'cards/x.json');
    expect(r).toMatchObject({
      ok: false,
      problem: { file: 'cards/x.json', path: '', message: "invalid JSON at line 3, column 7: expected ':' after the property name" },
    });
  });

  it('reports a trailing comma in an object and in an array', () => {
    expect(locateJsonError('{"a": 1,}')).toMatchObject({ offset: 8, reason: 'expected a property name in double quotes (no comma before })' });
    expect(locateJsonError('[1, 2,]')).toMatchObject({ offset: 6, reason: "expected a value before ']' (trailing comma?)" });
  });

  it('reports the end of the text, strings and numbers', () => {
    expect(locateJsonError('')).toMatchObject({ offset: 0, reason: 'unexpected end of the text' });
    expect(locateJsonError('[1, 2')).toMatchObject({ offset: 5, reason: 'unexpected end of the text' });
    expect(locateJsonError('{"a": "x\ny"}')).toMatchObject({ offset: 8, reason: 'line break inside a string' });
    expect(locateJsonError('{"a": "\\q"}')).toMatchObject({ offset: 7, reason: 'invalid escape sequence in a string' });
    expect(locateJsonError('[01]')).toMatchObject({ offset: 2, reason: "expected ',' or ']' after an array element" });
    expect(locateJsonError('[-]')).toMatchObject({ offset: 1, reason: 'invalid number' });
    expect(locateJsonError('{} x')).toMatchObject({ offset: 3, reason: 'unexpected text after the end of the data' });
    expect(locateJsonError("{'a': 1}")).toMatchObject({ offset: 1, reason: "expected a property name in double quotes or '}'" });
    expect(locateJsonError('[tru]')).toMatchObject({ offset: 1, reason: "unexpected character 't'" });
  });

  it('accepts what JSON.parse accepts', () => {
    for (const t of ['0', '-1.5e+3', '"\\u00e2"', '[]', '{}', ' {"a":{"b":[true,false,null]}} ', '[[[[[]]]]]']) {
      expect(locateJsonError(t)).toBeUndefined();
    }
  });

  it('survives deeply nested input', () => {
    const deep = '['.repeat(200000);
    expect(locateJsonError(deep)).toMatchObject({ offset: 200000, reason: 'unexpected end of the text' });
    expect(parseJsonText(deep, 'deep.json').ok).toBe(false);
  });
});

describe('nesting depth', () => {
  const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

  it('skips the scan only for a text known to have passed it (a card file listed as checked by its hash)', () => {
    expect(parseJsonText(nested(300), 'x.json')).toMatchObject({ ok: false, problem: { issue: { code: 'too-deep' } } });
    expect(parseJsonText(nested(300), 'x.json', { knownShallow: true })).toMatchObject({ ok: true });
  });

  it('takes 256 levels and refuses the 257th, naming the file, line and column', () => {
    expect(MAX_JSON_DEPTH).toBe(256);
    expect(parseJsonText(nested(256), 'ok.json')).toMatchObject({ ok: true });
    expect(parseJsonText(`{\n  "a": ${nested(257)}}`, 'lists/deep.muster')).toEqual({
      ok: false,
      problem: {
        file: 'lists/deep.muster',
        path: '',
        message: 'nested more than 256 levels deep at line 2, column 263',
        issue: { code: 'too-deep', params: { line: 2, column: 263, max: 256 } },
      },
    });
  });

  it('counts only brackets outside strings, escaped quotes included', () => {
    expect(tooDeepAt(`["${'['.repeat(1000)}"]`)).toBe(-1);
    // A string holding a backslash ends at its quote; one holding a backslash and a quote goes on.
    expect(tooDeepAt(`["\\\\"${'['.repeat(300)}`)).toBe(5 + 255);
    expect(tooDeepAt(`["\\\\\\"${'['.repeat(300)}"]`)).toBe(-1);
    expect(tooDeepAt('{"a":{"b":[1,{"c":[]}]}}', 3)).toBe(13);
    expect(tooDeepAt('{"a":{"b":[1,{"c":[]}]}}', 4)).toBe(18);
    expect(tooDeepAt('{"a":{"b":[1,{"c":[]}]}}', 5)).toBe(-1);
    // Closing brackets beyond the opened ones do not make room for more levels.
    expect(tooDeepAt(`${']'.repeat(10)}${'['.repeat(4)}`, 3)).toBe(13);
  });

  it('refuses 5 million levels at once (JSON.parse took 6-9 s for them, holding the whole process)', () => {
    const text = nested(5_000_000);
    const start = performance.now();
    const result = parseJsonText(text, 'big.json');
    expect(performance.now() - start).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, problem: { message: 'nested more than 256 levels deep at line 1, column 257' } });
  });
});

describe('lineColumn', () => {
  it('counts from 1', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
