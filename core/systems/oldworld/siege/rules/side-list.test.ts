import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../../i18n/issues';
import { siegeIssueText } from '../messages';
import type { ArmyList } from '../../../../model/list';
import { checkSiegeRule, owList, rosterOf } from '../test-fixtures';
import { sideList } from './side-list';

const attacker = owList('att', 'test', [['a1', 'spears', 20]]);
const defender = owList('def', 'test', [['d1', 'spears', 10]]);
const confrontation: ArmyList = { ...owList('griffins', 'griffins-akkylannie', []), system: 'confrontation', name: 'Griffin Siege' };

describe('siege.side-list', () => {
  it('two Old World armies, or a side not linked yet: nothing', () => {
    expect(checkSiegeRule(sideList, rosterOf(), { attacker, defender })).toEqual([]);
    expect(checkSiegeRule(sideList, rosterOf(), { attacker })).toEqual([]);
  });

  it('a list of another game on a side is an error naming the side and the game', () => {
    expect(checkSiegeRule(sideList, rosterOf(), { attacker, defender: confrontation })).toEqual([
      { code: 'siege.side-list', severity: 'error', params: { side: 'defender', system: 'confrontation' }, subject: { kind: 'defender', id: 'griffins' } },
    ]);
    const [issue] = checkSiegeRule(sideList, rosterOf(), { attacker, defender: confrontation });
    expect(issueMessage(issue!, 'en', siegeIssueText({ roster: rosterOf(), attacker, defender: confrontation, lookup: { card: () => undefined } }))).toBe('Griffin Siege (Defender) is a list for Confrontation; a siege is fought between Old World armies. Link an Old World list. (Sieges: the armies)');
    expect(issueMessage(issue!, 'de', siegeIssueText({ roster: rosterOf(), attacker, defender: confrontation, lookup: { card: () => undefined } }))).toMatch(/^Griffin Siege \(Verteidiger\) ist eine Liste für Confrontation; /);
  });

  it('a side linked to a list that is not there (deleted, unreadable) is an error (variant missing); an embedded list or no link is none', () => {
    const linked = rosterOf({ defender: { listId: 'gone' } });
    const issues = checkSiegeRule(sideList, linked, { attacker });
    expect(issues).toEqual([{ code: 'siege.side-list', severity: 'error', params: { variant: 'missing' }, subject: { kind: 'defender', id: 'gone' } }]);
    const names = { roster: linked, attacker, lookup: { card: () => undefined } };
    expect(issueMessage(issues[0]!, 'en', siegeIssueText(names))).toBe("The defender's list is not there (deleted, or its file cannot be read): its units, points and garrison are not checked. Restore it or link another list. (Sieges: the armies)");
    expect(issueMessage(issues[0]!, 'de', siegeIssueText(names))).toMatch(/^Der Verteidiger hat keine Liste mehr \(sie wurde gelöscht/);
    expect(checkSiegeRule(sideList, linked, { attacker, defender })).toEqual([]);
    expect(checkSiegeRule(sideList, rosterOf({ defender: { listId: 'gone', list: defender } }), { attacker })).toEqual([]);
  });

  it('one list on both sides is an error (variant same)', () => {
    expect(checkSiegeRule(sideList, rosterOf(), { attacker, defender: attacker })).toEqual([
      { code: 'siege.side-list', severity: 'error', params: { variant: 'same' }, subject: { kind: 'attacker', id: 'att' } },
    ]);
  });
});
