import { describe, expect, it } from 'vitest';
import { lookupMessage, messageIds, placeholders } from '../../translate';
import { CLI_ARGS_MESSAGES } from './args';

const ids = (lang: 'de' | 'en'): string[] => messageIds(lang).filter((id) => id.startsWith('cliArgs.'));

describe("the command line's usage errors", () => {
  it('join the catalogue in both languages with the same ids and placeholders, each worded differently in German', () => {
    expect(Object.keys(CLI_ARGS_MESSAGES.en)).toContain('unknownCommand');
    expect(ids('en').length).toBeGreaterThan(20);
    expect(ids('de')).toEqual(ids('en'));
    for (const id of ids('en')) {
      expect(placeholders(lookupMessage('de', id) ?? ''), id).toEqual(placeholders(lookupMessage('en', id) ?? ''));
      expect((lookupMessage('de', id) ?? '').trim(), id).not.toBe('');
    }
  });

  it('are not in the catalogue the app starts with (only the command line joins them)', async () => {
    const { en } = await import('../en');
    expect(Object.keys((en as { cli: object }).cli)).not.toContain('args');
  });
});
