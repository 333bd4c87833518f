import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../../../i18n/issues';
import { checkTableResult } from './index';
import { NAMES, result } from './fixtures';

describe('checkTableResult', () => {
  it('runs every result rule and says what is wrong in German and English', () => {
    const issues = checkTableResult(result('draw', { pf: 32 }, { pf: -40 }), NAMES);
    expect(issues.map((i) => i.code)).toEqual(['tjost.result-value', 'tjost.result-draw-missions']);
    expect(issueMessage(issues[0]!, 'en', {})).toBe('Bernd: PF cannot be negative. (TJOST: scoring)');
    expect(issueMessage(issues[0]!, 'de', {})).toBe('Bernd: PF kann nicht negativ sein. (TJOST: Punktwertung)');
    expect(issueMessage(issues[1]!, 'en', {})).toMatch(/^A draw needs both missions fulfilled in the same round/);
  });

  it('accepts a possible result', () => {
    expect(checkTableResult(result('a', { pf: 151, missionRound: 2 }, { pf: 40 }), NAMES)).toEqual([]);
  });
});
