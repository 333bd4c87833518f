import { compile, createCoreContext, fallbackWithLocaleChain, resolveValue, translate, type CoreContext, type LocaleMessage, type MessageCompiler } from '@intlify/core-base';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile';
import { SHEET_MESSAGES } from './sheet';
import { MESSAGES, messageIds } from './translate';

type Context = CoreContext<string, object, object, object, string, never, string>;

function contextWith(messageCompiler: MessageCompiler): Context {
  return createCoreContext({
    locale: 'en',
    fallbackLocale: 'en',
    messages: MESSAGES as unknown as Record<'de' | 'en', LocaleMessage<string>>,
    messageCompiler,
    messageResolver: resolveValue,
    localeFallbacker: fallbackWithLocaleChain,
    missingWarn: false,
    fallbackWarn: false,
    warnHtmlMessage: false,
  }) as unknown as Context;
}

describe('compileMessage', () => {
  it('gives every message of the catalogue (screens, rules, sheets) exactly what the library compiler gives', () => {
    expect(Object.keys(SHEET_MESSAGES.en).length).toBeGreaterThan(0);
    const ours = contextWith(compileMessage);
    const library = contextWith(compile);
    const params = { count: 3, name: 'Kriegsmaschine', message: 'x', file: 'a.json', points: 300, percent: 25 };
    let plain = 0;
    let named = 0;
    let plural = 0;
    for (const lang of ['en', 'de'] as const) {
      const ids = messageIds(lang);
      expect(ids.length).toBeGreaterThan(1000);
      for (const id of ids) {
        const text = id.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES[lang]);
        if (typeof text === 'string' && !/[{}@|%]/.test(text)) plain++;
        else if (typeof text === 'string' && !/[@|%]/.test(text) && !/[{}]/.test(text.replace(/\{[A-Za-z_]\w*\}/g, ''))) named++;
        expect(translate(ours, id, params, { locale: lang }), `${lang} ${id}`).toBe(translate(library, id, params, { locale: lang }));
        if (typeof text === 'string' && text.includes('|') && !/[@\\]/.test(text)) {
          plural++;
          for (const n of [0, 1, 2, 5]) {
            const counted = { ...params, count: n };
            expect(translate(ours, id, counted, { locale: lang, plural: n }), `${lang} ${id} ${n}`).toBe(translate(library, id, counted, { locale: lang, plural: n }));
          }
        }
      }
    }
    // The fast paths are taken: most of the catalogue is plain text, most of the rest named placeholders.
    expect(plain).toBeGreaterThan(1500);
    expect(named).toBeGreaterThan(500);
    expect(plural).toBeGreaterThan(80);
  }, 30_000);

  it.each([
    ['ours', compileMessage],
    ['library', compile],
  ] as const)('leaves the format to the library: placeholders, plural forms and linked messages (%s)', (_, messageCompiler) => {
    const ctx = createCoreContext({
      locale: 'en',
      messages: {
        en: {
          a: 'Hello {name}',
          b: 'no cards | one card | {count} cards',
          c: '@:a!',
          d: 'Plain: text, with (punctuation).',
          e: '{a}{b_2} at {a} ',
          f: '{0}, {0}',
          g: 'Hi { name }',
          h: '{name}',
          i: "{name}'s {n} of {'{'}x{'}'} {name}",
          j: 'at least {percent}% | 100 %',
          k: 'none|{count}  item\n |\n {count} items ',
          l: 'a %{name} b',
          m: 'a \\{ b',
          n: 'one | | three',
          o: '{count} | {count} {x}',
        },
      },
      messageCompiler,
      messageResolver: resolveValue,
      localeFallbacker: fallbackWithLocaleChain,
    }) as unknown as Context;
    expect(translate(ctx, 'a', { name: 'Ada' })).toBe('Hello Ada');
    expect(translate(ctx, 'b', 2)).toBe('2 cards');
    expect(translate(ctx, 'b', 1)).toBe('one card');
    expect(translate(ctx, 'c', { name: 'Bo' })).not.toBe('@:a!');
    expect(translate(ctx, 'd')).toBe('Plain: text, with (punctuation).');
    expect(translate(ctx, 'e', { a: 1, b_2: 'x' })).toBe('1x at 1 ');
    expect(translate(ctx, 'f', ['first'])).toBe('first, first');
    expect(translate(ctx, 'g', { name: 'Ada' })).toBe('Hi Ada');
    expect(translate(ctx, 'h', { name: 'Ada' })).toBe('Ada');
    expect(translate(ctx, 'i', { name: 'Ada', n: 2 })).toBe("Ada's 2 of {x} Ada");
    // Two forms: the first for 1, the second otherwise.
    expect(translate(ctx, 'j', { percent: 25 }, 1)).toBe('at least 25%');
    expect(translate(ctx, 'j', { percent: 25 }, 0)).toBe('100 %');
    expect(translate(ctx, 'k', { count: 0 }, 0)).toBe('none');
    expect(translate(ctx, 'k', { count: 1 }, 1)).toBe('1  item');
    // Spaces and line breaks go next to a '|' only.
    expect(translate(ctx, 'k', { count: 7 }, 7)).toBe('7 items ');
    expect(translate(ctx, 'l', { name: 'Ada' })).toBe('a %Ada b');
    expect(translate(ctx, 'm')).toBe('a { b');
    // An empty form is the library's error either way.
    expect(() => translate(ctx, 'n', {}, 2)).toThrow('Plural must have messages');
    expect(translate(ctx, 'o', { count: 2, x: 'y' }, 2)).toBe('2 y');
  });

  it('makes each text once and fills it with the params of each call', () => {
    const compileContext = {} as Parameters<typeof compileMessage>[1];
    const made = compileMessage('Unit {name}: {points} points', compileContext);
    expect(compileMessage('Unit {name}: {points} points', compileContext)).toBe(made);
    expect(compileMessage('Unit {name}: {points} points!', compileContext)).not.toBe(made);
    const ctx = createCoreContext({
      locale: 'en',
      messages: { en: { a: 'Unit {name}: {points} points', b: 'Unit {name}: {points} points', p: '{count} unit | {count} units' } },
      messageCompiler: compileMessage,
      messageResolver: resolveValue,
      localeFallbacker: fallbackWithLocaleChain,
    }) as unknown as Context;
    expect(translate(ctx, 'a', { name: 'Halberdiers', points: 120 })).toBe('Unit Halberdiers: 120 points');
    expect(translate(ctx, 'b', { name: 'Handgunners', points: 80 })).toBe('Unit Handgunners: 80 points');
    expect(translate(ctx, 'a', { name: 'Swordsmen', points: 6 })).toBe('Unit Swordsmen: 6 points');
    expect(translate(ctx, 'p', 1)).toBe('1 unit');
    expect(translate(ctx, 'p', 3)).toBe('3 units');
    expect(translate(ctx, 'p', 1)).toBe('1 unit');
  });
});
