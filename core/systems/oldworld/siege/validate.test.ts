import { describe, expect, it } from 'vitest';
import { SIEGE_RULES } from '../../../checks/registry';
import { lookupMessage, messageIds, placeholders } from '../../../i18n/translate';
import { FORT, ctxOf, owList, rosterOf } from './test-fixtures';
import { validateSiege, type SiegeRule } from './validate';

const CODES = [
  'siege.points-over-limit',
  'siege.device-unassigned',
  'siege.device-per-element',
  'siege.device-faction',
  'siege.device-element',
  'siege.occupant-type',
  'siege.tower-capacity',
  'siege.wall-machine',
  'siege.ammunition-target',
  'siege.defender-share',
  'siege.side-list',
];

describe('SIEGE_RULES', () => {
  it('are exactly the codes of docs/rules.md, sieges, all errors but defender-share', () => {
    expect(SIEGE_RULES.map((r) => r.code)).toEqual(CODES);
    expect(SIEGE_RULES.filter((r) => r.severity === 'warning').map((r) => r.code)).toEqual(['siege.defender-share']);
  });
  it('every code and variant has a German and an English message with the same placeholders', () => {
    const ids = messageIds('en').filter((id) => id.startsWith('issue.siege.'));
    expect(ids).toEqual(expect.arrayContaining(CODES.map((c) => `issue.${c}`)));
    expect(ids.length).toBe(CODES.length + 8);
    for (const id of ids) expect(placeholders(lookupMessage('de', id) ?? ''), id).toEqual(placeholders(lookupMessage('en', id) ?? ''));
  });
});

describe('validateSiege', () => {
  const defender = owList('def', 'high-elf-realms', [
    ['e1', 'spears', 10],
    ['e2', 'knights', 5],
    ['e3', 'bolt-thrower'],
  ]);
  it('a sound roster has no issues', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [{ id: 'd1', device: 'mage-tower', element: 't1' }],
      garrison: [
        { entry: 'e1', element: 'w2' },
        { entry: 'e3', element: 'w2' },
      ],
    });
    expect(validateSiege(ctxOf(r, { defender }))).toEqual([]);
  });
  it('sorts errors first, then by element position, roster-wide issues before elements', () => {
    const attacker = owList('att', 'x', [['a1', 'spears', 10]]);
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'boiling-oil', element: 'g' },
        { id: 'd2', device: 'stones' },
      ],
      garrison: [{ entry: 'e2', element: 'w1' }],
    });
    const issues = validateSiege(ctxOf(r, { attacker, defender }));
    expect(issues.map((i) => `${i.code}@${i.elementId ?? '-'}`)).toEqual([
      'siege.device-unassigned@-',
      'siege.occupant-type@w1',
      'siege.device-element@g',
      'siege.defender-share@-',
    ]);
  });
  it('a failing rule becomes rule.failed, never an exception', () => {
    const broken: SiegeRule = { code: 'siege.x', severity: 'error', check: () => { throw new Error('boom'); } };
    expect(validateSiege(ctxOf(rosterOf()), [broken])).toEqual([
      { code: 'rule.failed', severity: 'error', params: { rule: 'siege.x', reason: 'boom' } },
    ]);
  });
});
