import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lookupMessage } from '../i18n/translate';
import { cardSchema } from '../model/card';
import { ISSUE_CODES, issueCode } from './field-issues';

describe('codes of what a person typed wrong', () => {
  it('every code has its text in German and English', () => {
    for (const code of ISSUE_CODES) {
      for (const lang of ['de', 'en'] as const) expect(lookupMessage(lang, `cardEditor.issue.${code}`), `${lang} ${code}`).toBeDefined();
    }
  });

  it('tells a missing value from a word where a number belongs, and names the values to choose from', () => {
    const input = { id: 'x', kind: 'hero', name: { de: 'X', en: 'X' }, source: 'user', points: 'five' };
    const issues = cardSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), issueCode(i, input)])).toEqual([
      ['kind', { code: 'choice', params: { values: 'fighter, war-machine, spell, miracle, artifact, equipment, experience' } }],
      ['points', { code: 'number', params: {} }],
    ]);
    const missing = z.object({ points: z.number() }).safeParse({}).error!.issues[0]!;
    expect(issueCode(missing, {})).toEqual({ code: 'required', params: {} });
  });
});
