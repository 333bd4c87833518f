import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import FileProblemEN from '../i18n/messages/file-problem.en';
import { lookupMessage, translate } from '../i18n/translate';
import { parseJsonText } from './json';
import { migrate, migrationProblem } from './migrate';
import { coded, FileProblemsError, formatPath, formatProblem, problem, problemLine, problemMessage, unknownKeyProblems, zodProblems } from './problems';

describe('formatPath', () => {
  it('joins keys and indexes like JavaScript', () => {
    expect(formatPath(['cards', 3, 'warMachine', 'crew'])).toBe('cards[3].warMachine.crew');
    expect(formatPath(['stats', 'M-V'])).toBe('stats["M-V"]');
    expect(formatPath([2, 'id'])).toBe('[2].id');
    expect(formatPath(['crew'], 'cards[1].warMachine')).toBe('cards[1].warMachine.crew');
    expect(formatPath([])).toBe('');
  });
});

describe('zodProblems', () => {
  const schema = z.object({
    cards: z.array(z.object({ crew: z.number().int(), stats: z.record(z.string().regex(/^[A-Z]+$/), z.number()) })),
  });

  it('gives each issue a readable path under the prefix', () => {
    const r = schema.safeParse({ cards: [{ crew: 1, stats: {} }, { crew: 'x', stats: { MOV: 1 } }] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(zodProblems('a.json', r.error)).toMatchObject([
      { file: 'a.json', path: 'cards[1].crew', message: 'should be a number, not a text' },
    ]);
    expect(zodProblems('a.json', r.error, 'x[0]')[0]?.path).toBe('x[0].cards[1].crew');
  });

  it('explains bad record keys', () => {
    const r = schema.safeParse({ cards: [{ crew: 1, stats: { mov: 1 } }] });
    if (r.success) throw new Error('expected failure');
    expect(zodProblems('a.json', r.error)).toMatchObject([
      { file: 'a.json', path: 'cards[0].stats.mov', message: 'invalid key: does not have the expected form (/^[A-Z]+$/)' },
    ]);
  });
});

describe('zodProblems in words', () => {
  it('says what is wrong with a field in plain words, and keeps a schema’s own message', () => {
    const list = z
      .object({
        id: z.string(),
        name: z.string().min(1).max(5),
        system: z.enum(['confrontation', 'oldworld']),
        count: z.number().int().min(1).max(10),
        limit: z.number().positive(),
        entries: z.array(z.string()).min(2),
        done: z.boolean(),
        format: z.literal('muster-list'),
        slug: z.string().regex(/^[a-z]+$/, 'use lower-case letters'),
        tags: z.array(z.string()).max(1),
      })
      .strict();
    const r = list.safeParse({ name: '', system: 'warhammer', count: 1.5, limit: 0, entries: ['a'], done: 'yes', format: 'x', slug: 'A', tags: ['a', 'b'], colour: 'red' });
    if (r.success) throw new Error('expected failure');
    expect(Object.fromEntries(zodProblems('l.json', r.error).map((p) => [p.path, p.message]))).toEqual({
      id: 'missing (a text is needed)',
      name: 'is empty',
      system: 'should be one of "confrontation", "oldworld"',
      count: 'should be a whole number',
      limit: 'should be more than 0',
      entries: 'needs at least 2 entries',
      done: 'should be true or false, not a text',
      format: 'should be "muster-list"',
      slug: 'use lower-case letters',
      tags: 'has too many entries: at most 1',
      '': "unknown field 'colour'",
    });
    const long = list.shape.name.safeParse('abcdefg');
    if (long.success) throw new Error('expected failure');
    expect(zodProblems('l.json', long.error)[0]?.message).toBe('is too long: at most 5 characters');
  });
});

describe('unknownKeyProblems and formatProblem', () => {
  it('reports fields the schema does not know', () => {
    expect(unknownKeyProblems('f', { id: 'a', strucurePoints: 3 }, ['id'], 'cards[0]')).toMatchObject([
      { file: 'f', path: 'cards[0].strucurePoints', message: 'unknown field (ignored)' },
    ]);
    expect(unknownKeyProblems('f', [1], [], '')).toEqual([]);
  });

  it('formats one line per problem', () => {
    expect(formatProblem({ file: 'f.json', path: 'cards[0].id', message: 'bad' })).toBe('f.json: cards[0].id: bad');
    expect(formatProblem({ file: 'f.json', path: '', message: 'bad' })).toBe('f.json: bad');
  });
});

describe('problems in the UI language', () => {
  const schema = z.object({ name: z.string().min(3), tags: z.array(z.string()).min(1), crew: z.number().int(), stats: z.record(z.string().regex(/^[A-Z]+$/), z.number()) }).strict();

  it('words zod problems in German with the kinds of value, plurals and a nested detail; English stays the message', () => {
    const r = schema.safeParse({ name: 'ab', tags: [], crew: 'x', stats: { mov: 1 }, extra: 1, more: 2 });
    if (r.success) throw new Error('expected failure');
    const problems = zodProblems('a.json', r.error);
    expect(problems.map(problemLine('de'))).toEqual([
      'a.json: name: ist zu kurz: mindestens 3 Zeichen',
      'a.json: tags: braucht mindestens 1 Eintrag',
      'a.json: crew: muss eine Zahl sein, nicht ein Text',
      'a.json: stats.mov: ungültiger Schlüssel: hat nicht die erwartete Form (/^[A-Z]+$/)',
      "a.json: unbekannte Felder 'extra', 'more'",
    ]);
    expect(problems.map(problemLine('en'))).toEqual(problems.map(formatProblem));
    expect(problems.map((p) => p.message)).toEqual([
      'is too short: at least 3 characters',
      'needs at least 1 entry',
      'should be a number, not a text',
      'invalid key: does not have the expected form (/^[A-Z]+$/)',
      "unknown fields 'extra', 'more'",
    ]);
  });

  it('names the first five unknown fields and counts the rest, in both languages (a million keys made a 10.9 MB answer)', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]));
    const r = z.object({}).strict().safeParse(many);
    if (r.success) throw new Error('expected failure');
    const [only] = zodProblems('b.json', r.error);
    expect(only?.message).toBe("unknown fields 'k0', 'k1', 'k2', 'k3', 'k4' and 99995 more");
    expect(problemLine('de')(only!)).toBe("b.json: unbekannte Felder 'k0', 'k1', 'k2', 'k3', 'k4' und 99995 weitere");
    const five = z.object({}).strict().safeParse({ a: 1, b: 1, c: 1, d: 1, ['x'.repeat(100)]: 1 });
    if (five.success) throw new Error('expected failure');
    expect(zodProblems('c.json', five.error)[0]?.message).toBe(`unknown fields 'a', 'b', 'c', 'd', '${'x'.repeat(64)}…'`);
  });

  it('words JSON syntax errors and version problems in German', () => {
    const json = parseJsonText('{"a": 1,}', 'x.json');
    if (json.ok) throw new Error('expected failure');
    expect(json.problem.message).toBe('invalid JSON at line 1, column 9: expected a property name in double quotes (no comma before })');
    expect(problemLine('de')(json.problem)).toBe('x.json: ungültiges JSON in Zeile 1, Spalte 9: ein Eigenschaftsname in doppelten Anführungszeichen wird erwartet (kein Komma vor })');
    const deep = parseJsonText(`{"a":${'['.repeat(300)}`, 'y.json');
    if (deep.ok) throw new Error('expected failure');
    expect(problemLine('de')(deep.problem)).toBe('y.json: mehr als 256 Ebenen tief verschachtelt in Zeile 1, Spalte 261');
    const newer = migrate({ format: 'demo', version: 3 }, { format: 'demo', current: 2, migrations: {} });
    if (newer.ok) throw new Error('expected failure');
    expect(problemMessage(migrationProblem('d.json', newer), 'de')).toBe('Version 3 ist neuer, als dieses Muster liest (bis 2); aktualisiere Muster, um die Datei zu öffnen');
  });

  it('keeps a problem without a code in its own words, and names the copy kept of a file in the language asked for', () => {
    const plain = problem('p.json', 'x', 'something odd');
    expect(problemLine('de')(plain)).toBe('p.json: x: something odd');
    const error = new FileProblemsError('c.json', [coded('c.json', 'entries[0].cardId', 'unknown-card', { cardId: 'orc' })]).withCopy('c.json.broken-1');
    expect(error.message).toBe("c.json: entries[0].cardId: unknown card 'orc' (a copy was kept as c.json.broken-1)");
    expect(error.textIn('de')).toBe("c.json: entries[0].cardId: unbekannte Karte 'orc' (eine Kopie liegt als c.json.broken-1 daneben)");
    expect(new FileProblemsError('c.json', error.problems, undefined, 'de').message).toBe("c.json: entries[0].cardId: unbekannte Karte 'orc'");
  });

  it('has a German text for every code, and no German text is the English one by mistake', () => {
    const codes = Object.keys(FileProblemEN.code);
    // A message linked to another (`@:{'…'}`, one wording for two imports) is compared as it reads.
    const params = { id: 'x', faction: 'y', other: 'z' };
    const text = (lang: 'de' | 'en', code: string): string | undefined => {
      const raw = lookupMessage(lang, `fileProblem.code.${code}`);
      return raw?.startsWith('@:') ? translate(lang, `fileProblem.code.${code}`, params) : raw;
    };
    const same = codes.filter((code) => text('de', code) === text('en', code));
    expect(same).toEqual(['other']);
    expect(text('de', 'shipped-id')).toBe("„x“ ist die ID einer mitgelieferten Karte; gib deiner Karte eine andere ID");
    for (const code of codes) expect(lookupMessage('de', `fileProblem.code.${code}`), code).toBeTruthy();
  });
});
