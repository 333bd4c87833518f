import './sheet';
import { createCoreContext, fallbackWithLocaleChain, resolveValue, translate as libraryTranslate, type CoreContext, type LocaleMessage } from '@intlify/core-base';
import { describe, expect, it } from 'vitest';
import { compileMessage, directFill } from './compile';
import { RULES } from '../checks/registry';
import { lookupMessage, MESSAGES, messageIds, placeholders, translate } from './translate';

/** Message ids of issue variants the rules emit besides `issue.<code>`. */
const VARIANTS = [
  'issue.crew.substitute-requirement-none',
  'issue.tjost.not-in-selection-missing',
  'issue.tjost.clan-share-no-clan',
  'issue.bearer.not-eligible-miracle',
  'issue.tjost.unassigned-item-none',
  'issue.tjost.unassigned-item-more',
  'issue.oldworld.per-points-min',
  'issue.oldworld.per-points-requires',
  'issue.oldworld.per-points-general',
  'issue.oldworld.per-points-general-option',
  'issue.oldworld.per-points-option',
  'issue.oldworld.per-points-mounted',
  'issue.oldworld.per-points-item',
  'issue.oldworld.general-missing-two',
  'issue.oldworld.general-missing-ally',
  'issue.oldworld.army-rules-hierophant-none',
  'issue.oldworld.army-rules-hierophant-two',
  'issue.oldworld.army-rules-hierophant-level',
  'issue.oldworld.army-rules-hierophant-wizard',
  'issue.oldworld.army-rules-hierophant-general',
  'issue.oldworld.army-rules-general-wizard',
  'issue.oldworld.army-rules-shadow-grows',
  'issue.oldworld.general-missing-leadership',
  'issue.oldworld.per-points-per-unit',
  'issue.oldworld.per-points-non-characters',
  'issue.oldworld.per-points-non-characters-march',
  'issue.oldworld.grand-melee-level',
  'issue.oldworld.grand-melee-models',
  'issue.oldworld.option-group-none',
  'issue.oldworld.option-group-many',
  'issue.oldworld.option-group-exclusive',
  'issue.oldworld.option-group-parent',
  'issue.oldworld.option-group-item',
  'issue.oldworld.option-group-count',
  'issue.oldworld.option-group-detachment',
  'issue.oldworld.magic-item-allowance-points',
  'issue.oldworld.magic-item-allowance-type',
  'issue.oldworld.magic-item-allowance-per-type',
  'issue.oldworld.magic-item-allowance-list',
  'issue.oldworld.magic-item-allowance-count',
  'issue.oldworld.magic-item-allowance-slot',
  'issue.oldworld.composition-option',
  'issue.oldworld.composition-foreign',
  'issue.oldworld.composition-unknown',
];
/** Issues about the whole list (no entry to name). */
const LIST_WIDE = [
  'issue.tjost.selection-points',
  'issue.tjost.game-points-max',
  'issue.tjost.game-points-min',
  'issue.tjost.figure-count',
  'issue.oldworld.category-min',
  'issue.oldworld.category-max',
  'issue.oldworld.per-points-min',
  'issue.oldworld.per-points-non-characters',
  'issue.oldworld.per-points-non-characters-march',
  'issue.oldworld.grand-melee-level',
  'issue.oldworld.general-missing',
  'issue.oldworld.army-rules-hierophant-none',
  'issue.oldworld.army-rules-shadow-grows',
  'issue.oldworld.composition-unknown',
];
/** Checks of an organiser's table results and registrations: about players and files, not entries. */
const NOT_ABOUT_ENTRIES = ['issue.tjost.result-', 'issue.tjost.registration-'];

/** The one link texts may hold: a profile abbreviation, written once per language in `stat.*`. */
const LINKED_STAT = /@:\{'stat\.[A-Z]+'\}/g;

describe('messages', () => {
  it('every rule code has a German and an English message with the same placeholders', () => {
    const ids = [...RULES.map((r) => `issue.${r.code}`), 'issue.rule.failed', ...VARIANTS];
    for (const id of ids) {
      const de = lookupMessage('de', id);
      const en = lookupMessage('en', id);
      expect(de, `de ${id}`).toBeTypeOf('string');
      expect(en, `en ${id}`).toBeTypeOf('string');
      expect(placeholders(de ?? ''), id).toEqual(placeholders(en ?? ''));
    }
  });

  it('both languages have the same message ids and placeholders, the sheets\' texts included', () => {
    expect(messageIds('en').filter((i) => i.startsWith('sheet.')).length).toBeGreaterThan(300);
    expect(messageIds('de')).toEqual(messageIds('en'));
    for (const id of messageIds('en')) {
      expect(placeholders(lookupMessage('de', id) ?? ''), id).toEqual(placeholders(lookupMessage('en', id) ?? ''));
    }
  });

  it('issue messages name the entry and the rule they come from', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const id of messageIds(lang).filter((i) => i.startsWith('issue.') && !i.startsWith('issue.points') && !i.startsWith('issue.rule') && !LIST_WIDE.includes(i) && !NOT_ABOUT_ENTRIES.some((p) => i.startsWith(p)))) {
        expect(placeholders(lookupMessage(lang, id) ?? ''), id).toContain('entry');
      }
      for (const id of messageIds(lang).filter((i) => i.startsWith('issue.'))) {
        expect(lookupMessage(lang, id), id).toMatch(/\([^()]+\)$/);
      }
    }
  });

  it('has no empty texts in either language', () => {
    for (const lang of ['de', 'en'] as const) for (const id of messageIds(lang)) expect(lookupMessage(lang, id)?.trim(), `${lang} ${id}`).not.toBe('');
  });

  it('every text compiles in the one message format, in both languages', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const id of messageIds(lang)) {
        const params = Object.fromEntries(placeholders(lookupMessage(lang, id) ?? '').map((p) => [p, `<${p}>`]));
        const out = translate(lang, id, params);
        expect(out, `${lang} ${id}`).not.toBe(id);
        // Plural forms (`a | b`) pick their form by a number; the screens pass it, `{count}` among them.
        if ((lookupMessage(lang, id) ?? '').includes('|')) continue;
        for (const p of Object.keys(params)) expect(out, `${lang} ${id} fills {${p}}`).toContain(`<${p}>`);
      }
    }
  });

  it('rule, command-line and parameter texts use only vue-i18n-safe characters (no @ $ | and only {name} braces, profile abbreviations linked)', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const id of messageIds(lang).filter((i) => /^(issue|cli|param)\./.test(i))) {
        let text = (lookupMessage(lang, id) ?? '').replace(LINKED_STAT, '');
        // An issue message may have plural forms: issueMessage picks one by the issue's `count`,
        // which the last form (many) names; the forms before it may say "none" and "once" in words.
        // A command-line text may have them too, picked by the number its caller passes.
        if (/^(issue|cli)\./.test(id) && text.includes(' | ')) {
          const forms = text.split(' | ');
          if (id.startsWith('issue.')) expect(forms[forms.length - 1], id).toContain('{count}');
          expect(forms.length, id).toBeLessThanOrEqual(3);
          text = forms.join(' ');
        }
        expect(text, id).not.toMatch(/[@$|]/);
        expect(text.replace(/\{\w+\}/g, ''), id).not.toMatch(/[{}]/);
      }
    }
    expect(Object.keys(MESSAGES).sort()).toEqual(['de', 'en']);
  });
});

describe('linked profile abbreviations', () => {
  it("every @:{'stat.X'} in any text names an abbreviation both languages define, and resolves", () => {
    for (const lang of ['de', 'en'] as const) {
      for (const id of messageIds(lang)) {
        const text = lookupMessage(lang, id) ?? '';
        for (const m of text.matchAll(/@:\{'([^']+)'\}/g)) {
          expect(lookupMessage('de', m[1] ?? ''), `${lang} ${id}: ${m[1]}`).toBeTypeOf('string');
          expect(lookupMessage('en', m[1] ?? ''), `${lang} ${id}: ${m[1]}`).toBeTypeOf('string');
        }
        if (text.includes('@:')) expect(translate(lang, id), `${lang} ${id}`).not.toContain('@:');
      }
    }
  });

  it('Chronopia in English uses English terms, in German the rulebook’s', () => {
    expect(translate('en', 'chronopia.fall.size')).toBe('Size of the figure (SZ)');
    expect(translate('de', 'chronopia.fall.size')).toBe('Größe der Figur (G)');
    expect(translate('en', 'cli.chronopia.mods', { nk: '+1', sch: '+1' })).toBe('CC +1, DMG +1');
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'issue.points.over-limit', { total: 410, over: 10, limit: 400, unit: 'points' })).toBe(
      'The list costs 410 points, 10 more than its limit of 400. (Points limit)',
    );
    expect(translate('de', 'issue.points.over-limit', { total: 410, over: 10, limit: 400, unit: 'Punkte' })).toBe(
      'Die Liste kostet 410 Punkte und liegt damit 10 über ihrem Limit von 400. (Punktelimit)',
    );
  });
  it('fills every message it fills directly exactly as the library does, in both languages, with all, some and no params', () => {
    const library = createCoreContext({
      locale: 'en',
      fallbackLocale: 'en',
      messages: MESSAGES as unknown as Record<'de' | 'en', LocaleMessage<string>>,
      messageCompiler: compileMessage,
      messageResolver: resolveValue,
      localeFallbacker: fallbackWithLocaleChain,
      missingWarn: false,
      fallbackWarn: false,
      warnHtmlMessage: false,
    }) as unknown as CoreContext<string, object, object, object, string, never, string>;
    let direct = 0;
    for (const lang of ['en', 'de'] as const) {
      for (const id of messageIds(lang)) {
        const text = lookupMessage(lang, id) ?? '';
        // The rest (plural forms, links) goes to the library as before.
        if (!directFill(text)) continue;
        direct++;
        const keys = placeholders(text);
        // Strings and numbers (a number shown as the library shows it), and a param left out.
        const all = Object.fromEntries(keys.map((k, i) => [k, i % 2 ? i * 1.5 : `«${k}»`]));
        const some = Object.fromEntries(keys.slice(1).map((k) => [k, 0]));
        for (const params of [all, some, {}]) {
          expect(translate(lang, id, params), `${lang} ${id}`).toBe(libraryTranslate(library, id, params, { locale: lang }));
        }
      }
    }
    // The direct path is taken for most of the catalogue (plain texts and named placeholders).
    expect(direct).toBeGreaterThan(3000);
  }, 30_000);

  it('returns the id for unknown messages', () => {
    expect(translate('en', 'issue.nope')).toBe('issue.nope');
    expect(translate('en', 'issue')).toBe('issue');
  });
  it('reads screen texts from the same catalogue, plural forms included', () => {
    expect(translate('en', 'nav.library')).toBe('Library');
    expect(translate('de', 'nav.library')).toBe('Bibliothek');
    expect(lookupMessage('en', 'nav.library')).toBe('Library');
  });
});
