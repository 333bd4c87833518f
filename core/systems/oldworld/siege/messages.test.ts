import { describe, expect, it } from 'vitest';
import { validateSiege } from './validate';
import { issueMessage } from '../../../i18n/issues';
import type { Issue } from '../../../checks/types';
import type { Lang } from '../../../model/system';
import { siegeIssueParams, siegeIssueText, type SiegeNames } from './messages';
import { elementName } from './terms';
import { ctxOf, FORT, OW_LOOKUP, owList, rosterOf } from './test-fixtures';
import { MESSAGES } from '../../../i18n/translate';
import { SHEET_MESSAGES } from '../../../i18n/sheet';
import FileProblemDE from '../../../i18n/messages/file-problem.de';

const attacker = owList('att', 'orcs', [['a1', 'spears', 10], ['a2', 'spears', 12]]);
const defender = owList('Elf host', 'dwarfen-mountain-holds', [['e1', 'knights', 5], ['e2', 'bolt-thrower']]);
const roster = rosterOf({
  fortress: { elements: [...FORT.elements!, { id: 'w9', kind: 'wall', name: 'North wall' }], gatehouse: 'g' },
  devices: [
    { id: 'd1', device: 'mage-tower', element: 'w1' },
    { id: 'd2', device: 'stones' },
    { id: 'd3', device: 'stones', element: 'w9' },
    { id: 'd4', device: 'protective-runes', element: 'w9' },
  ],
  equipment: [{ id: 'q1', item: 'siege-ammunition', target: 'a2' }, { id: 'q2', item: 'siege-ammunition' }],
  garrison: [
    { entry: 'e1', element: 't1' },
    { entry: 'e2', element: 'w1' },
  ],
});
const names: SiegeNames = { roster, attacker, defender, lookup: OW_LOOKUP };
const issues = validateSiege(ctxOf(roster, { attacker, defender }));
/** A siege issue in words through the one message function. */
const siegeIssueMessage = (issue: Issue, lang: Lang, n: SiegeNames): string => issueMessage(issue, lang, siegeIssueText(n));

describe('elementName', () => {
  it('uses the own name, "Gatehouse", or the kind numbered in fortress order', () => {
    expect(['w1', 'w2', 't1', 'g', 'w9', 'zz'].map((id) => elementName(roster, id, 'en'))).toEqual(['Wall 1', 'Wall 2', 'Tower 1', 'Gatehouse', 'North wall', 'zz']);
    expect(['w2', 't1', 'g'].map((id) => elementName(roster, id, 'de'))).toEqual(['Mauer 2', 'Turm 1', 'Gatehouse']);
    const unnamed = rosterOf({ fortress: { elements: [{ id: 'a', kind: 'tower' }], gatehouse: 'a' } });
    expect([elementName(unnamed, 'a', 'de'), elementName(unnamed, 'a', 'en')]).toEqual(['Toranlage', 'Gatehouse']);
  });
});

describe('siegeIssueMessage', () => {
  it('renders every issue in both languages without open placeholders', () => {
    expect(new Set(issues.map((i) => i.code)).size).toBeGreaterThanOrEqual(7);
    for (const lang of ['de', 'en'] as const) {
      for (const issue of issues) {
        const text = siegeIssueMessage(issue, lang, names);
        expect(text, issue.code).not.toMatch(/[{}]/);
        expect(text, issue.code).not.toMatch(/^issue\./);
      }
    }
  });
  it('names the device, the element and what it needs', () => {
    const i = issues.find((x) => x.code === 'siege.device-element')!;
    expect(siegeIssueMessage(i, 'en', names)).toBe('Mage tower is on Wall 1, but it belongs on a tower. (Sieges: defence devices)');
    expect(siegeIssueMessage(i, 'de', names)).toBe('Magierturm steht auf Mauer 1, gehört aber auf einen Turm. (Belagerung: Verteidigungsgeräte)');
  });
  it('names the army and the faction needed', () => {
    const i = issues.find((x) => x.code === 'siege.device-faction')!;
    expect(siegeIssueMessage(i, 'en', names)).toBe('Mage tower may only be bought by High Elves; the defending army is Dwarfs. (Sieges: defence devices)');
    expect(siegeIssueMessage(i, 'en', { ...names, factionName: (id) => (id === 'dwarfen-mountain-holds' ? 'Dwarfen Mountain Holds' : undefined) })).toContain(
      'the defending army is Dwarfen Mountain Holds',
    );
  });
  it('names the unit with its troop type', () => {
    const i = issues.find((x) => x.code === 'siege.occupant-type')!;
    expect(siegeIssueParams(i, 'en', names)).toMatchObject({ entry: 'knights', element: 'Tower 1', troopType: 'Heavy Cavalry' });
    expect(siegeIssueMessage(i, 'de', names)).toMatch(/^knights \(Schwere Kavallerie\) kann Turm 1 nicht besetzen/);
  });
  it('names attacker entries by card and row number when a card appears twice, and the variants', () => {
    const amm = issues.filter((x) => x.code === 'siege.ammunition-target');
    expect(amm.map((i) => siegeIssueMessage(i, 'en', names))).toEqual([
      'Siege ammunition is bought for spears (#2), which is not a war machine; siege ammunition is for war machines only. (Sieges: siege equipment)',
      "Siege ammunition is not bought for a war machine yet; choose the attacker's war machine it is for. (Sieges: siege equipment)",
    ]);
    const wall = issues.find((x) => x.code === 'siege.wall-machine')!;
    expect(siegeIssueMessage(wall, 'en', names)).toBe('Wall 1 has no Rodell, so it cannot hold a war machine (1 placed). (Sieges: Rodell)');
    const per = issues.find((x) => x.code === 'siege.device-per-element')!;
    expect(siegeIssueMessage(per, 'de', names)).toBe('North wall hat 2 Verteidigungsgeräte; ein Element darf höchstens eines erhalten. (Belagerung: Verteidigungsgeräte)');
  });
});

describe('the gatehouse in German: one term, the German rulebook\'s "Toranlage"', () => {
  /** Every text of a catalogue part, with its dotted key. */
  const texts = (node: unknown, key = ''): [string, string][] =>
    typeof node === 'string' ? [[key, node]] : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k)) : [];

  it('every German text (screens, sheets, file problems) says Toranlage, none Torhaus', () => {
    const all = [...texts(MESSAGES.de), ...texts(SHEET_MESSAGES.de, 'sheet'), ...texts(FileProblemDE, 'file-problem')];
    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter(([, text]) => /torhaus/i.test(text))).toEqual([]);
    expect(all.filter(([, text]) => /Toranlage/.test(text)).length).toBeGreaterThan(5);
    expect(SHEET_MESSAGES.de.siege.gatehouseHits).toBe('in der Toranlage trifft eine 1 das Tor');
  });
});
