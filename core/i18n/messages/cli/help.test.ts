import { describe, expect, it } from 'vitest';
import { lookupMessage, messageIds, placeholders, translate } from '../../translate';
import { CLI_HELP_MESSAGES } from './help';

const ids = (lang: 'de' | 'en'): string[] => messageIds(lang).filter((id) => id.startsWith('cliHelp.'));

describe("the command line's help texts", () => {
  it('join the catalogue in both languages with the same ids and placeholders', () => {
    expect(Object.keys(CLI_HELP_MESSAGES.en)).toContain('validate');
    expect(ids('en').length).toBeGreaterThan(20);
    expect(ids('de')).toEqual(ids('en'));
    for (const id of ids('en')) expect(placeholders(lookupMessage('de', id) ?? ''), id).toEqual(placeholders(lookupMessage('en', id) ?? ''));
  });

  it('use only {name} placeholders (the | between choices is {or}) and fill every one', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const id of ids(lang)) {
        const text = lookupMessage(lang, id) ?? '';
        expect(text.trim(), `${lang} ${id}`).not.toBe('');
        expect(text, `${lang} ${id}`).not.toMatch(/[@$|]/);
        expect(text.replace(/\{\w+\}/g, ''), `${lang} ${id}`).not.toMatch(/[{}]/);
        const params = Object.fromEntries(placeholders(text).map((p) => [p, `<${p}>`]));
        const out = translate(lang, id, params);
        for (const p of Object.keys(params)) expect(out, `${lang} ${id} fills {${p}}`).toContain(`<${p}>`);
      }
    }
  });

  it('say in German what they say in English, in the same layout: same first word of each usage, same option names', () => {
    for (const id of ids('en').filter((i) => !i.includes('.summary.') && !i.includes('.range.') && !i.includes('.cardOptions.'))) {
      const options = (text: string) => [...new Set(text.match(/--[a-z][a-z0-9-]*[a-z0-9]/g) ?? [])].sort();
      expect(options(lookupMessage('de', id) ?? ''), id).toEqual(options(lookupMessage('en', id) ?? ''));
      expect(lookupMessage('de', id), id).not.toBe(lookupMessage('en', id));
    }
  });
});
