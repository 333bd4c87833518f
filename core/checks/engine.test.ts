import { describe, expect, it } from 'vitest';
import { FORT, ctxOf, rosterOf } from '../systems/oldworld/siege/test-fixtures';
import { validateSiege, type SiegeRule } from '../systems/oldworld/siege/validate';
import { RULE_FAILED, runChecks, sortIssues, summarize } from './engine';
import { issueOf, subjectIssue } from './issue';
import { listOf } from './test-fixtures';
import type { CheckRule, Issue, Rule } from './types';
import { validateList } from './validate-list';

const boom = (): never => {
  throw new Error('boom');
};

describe('runChecks', () => {
  type Doc = { order: string[] };
  const at = (code: string, severity: Issue['severity'], entryId?: string): CheckRule<Doc> => ({
    code,
    severity,
    check: () => [issueOf({ code, severity }, entryId)],
  });
  const doc: Doc = { order: ['a', 'b'] };
  const position = (i: Issue): number => (i.entryId === undefined ? -1 : doc.order.indexOf(i.entryId));

  it('reports a throwing rule as rule.failed with its code and reason, and runs the others', () => {
    const broken: CheckRule<Doc> = { code: 'x.broken', severity: 'warning', check: boom };
    expect(runChecks(doc, [broken, at('x.ok', 'warning', 'a')], position)).toEqual([
      { code: RULE_FAILED, severity: 'error', params: { rule: 'x.broken', reason: 'boom' } },
      { code: 'x.ok', severity: 'warning', entryId: 'a', params: {} },
    ]);
  });
  it('reports a thrown non-Error by its text', () => {
    const broken: CheckRule<Doc> = { code: 'x.broken', severity: 'error', check: () => { throw 'plain'; } };
    expect(runChecks(doc, [broken], position)[0]?.params).toEqual({ rule: 'x.broken', reason: 'plain' });
  });
  it('sorts errors before warnings, then by position (document-wide first), then in rule order', () => {
    const rules = [at('w.doc', 'warning'), at('e.b', 'error', 'b'), at('e.a2', 'error', 'a'), at('e.doc', 'error'), at('e.a1', 'error', 'a')];
    expect(runChecks(doc, rules, position).map((i) => i.code)).toEqual(['e.doc', 'e.a2', 'e.a1', 'e.b', 'w.doc']);
  });
});

describe('one engine for lists and siege rosters', () => {
  it('lists: rule.failed, errors first, entry order, rule order as tiebreak', () => {
    const list = listOf([
      { id: 'a', cardId: 'minelayer' },
      { id: 'b', cardId: 'minelayer' },
    ]);
    const rule = (code: string, severity: Issue['severity'], entryId?: string): Rule => ({
      code,
      severity,
      systems: 'all',
      check: () => [issueOf({ code, severity }, entryId)],
    });
    const broken: Rule = { code: 'x.broken', severity: 'warning', systems: 'all', check: boom };
    const issues = validateList(list, { card: () => undefined }, [rule('w.a', 'warning', 'a'), rule('e.b', 'error', 'b'), broken, rule('e.a2', 'error', 'a'), rule('e.a1', 'error', 'a')]);
    expect(issues.map((i) => `${i.code}@${i.entryId ?? (i.params.rule as string)}`)).toEqual(['rule.failed@x.broken', 'e.a2@a', 'e.a1@a', 'e.b@b', 'w.a@a']);
  });
  it('siege rosters: rule.failed, errors first, element order, rule order as tiebreak', () => {
    const rule = (code: string, severity: Issue['severity'], elementId?: string): SiegeRule => ({
      code,
      severity,
      check: () => [subjectIssue({ code, severity }, elementId ? { kind: 'element', id: elementId } : undefined, {}, elementId)],
    });
    const broken: SiegeRule = { code: 'x.broken', severity: 'warning', check: boom };
    // FORT orders its elements w1, w2, t1, g.
    const issues = validateSiege(ctxOf(rosterOf({ fortress: FORT })), [rule('w.w1', 'warning', 'w1'), rule('e.g', 'error', 'g'), broken, rule('e.w2b', 'error', 'w2'), rule('e.w2a', 'error', 'w2')]);
    expect(issues.map((i) => `${i.code}@${i.elementId ?? (i.params.rule as string)}`)).toEqual(['rule.failed@x.broken', 'e.w2b@w2', 'e.w2a@w2', 'e.g@g', 'w.w1@w1']);
  });
});

describe('sortIssues / summarize', () => {
  const w: Issue = { code: 'w', severity: 'warning', entryId: 'a', params: {} };
  const e1: Issue = { code: 'e1', severity: 'error', entryId: 'b', params: {} };
  const e2: Issue = { code: 'e2', severity: 'error', entryId: 'a', params: {} };
  const e3: Issue = { code: 'e3', severity: 'error', entryId: 'a', params: {} };
  it('is stable', () => {
    const order = (id: string): number => ({ a: 0, b: 1 })[id] ?? -1;
    expect(sortIssues([w, e1, e2, e3], (i) => (i.entryId === undefined ? -1 : order(i.entryId))).map((i) => i.code)).toEqual(['e2', 'e3', 'e1', 'w']);
  });
  it('counts errors and warnings', () => {
    expect(summarize([w, e1])).toEqual({ valid: false, errors: 1, warnings: 1 });
    expect(summarize([w])).toEqual({ valid: true, errors: 0, warnings: 1 });
  });
});

