import { describe, expect, it } from 'vitest';
import { cardLookup } from '../../../../db/lookup';
import { card } from '../../../../checks/test-fixtures';
import { ruleContext, validateList } from '../../../../checks/validate-list';
import { tjostClanShare } from './clan-share';
import { issueMessage } from '../../../../i18n/issues';
import type { DbCard } from '../../../../model/card';
import { TJ, tjList } from '../test-fixtures';

// The wolfen clan box of the list's people ("own"): two wolfen (31 + 30 AP) and an elf of another people.
const BOX = {
  wolfA: card({ id: 'wolf-a', points: 31, box: 'wolf-clan' }, 'own'),
  wolfB: card({ id: 'wolf-b', points: 30, box: 'wolf-clan' }, 'own'),
  elf: card({ id: 'clan-elf', points: 20, box: 'wolf-clan' }, 'elves'),
  /** A box of another people only: its figures are allies. */
  stray: card({ id: 'stray-goblin', points: 10, box: 'orc-clan' }, 'orcs'),
};
const lookup = cardLookup([...Object.values(TJ), ...Object.values(BOX)]);
const check = (cardIds: string[], kind: 'tjost-selection' | 'tjost-game' = 'tjost-selection') =>
  tjostClanShare.check(ruleContext(tjList(kind, cardIds.map((cardId, i) => ({ id: `e${i + 1}`, cardId }))), lookup));

describe('tjost.clan-share (TJOST, point 10)', () => {
  it('boundary: the clan holds 61 AP, so 31 AP fielded (half, rounded up) lets the elf join', () => {
    expect(check(['wolf-a', 'clan-elf'])).toEqual([]);
    expect(validateList(tjList('tjost-selection', [{ id: 'e1', cardId: 'wolf-a' }, { id: 'e2', cardId: 'clan-elf' }]), lookup)).toEqual([]);
  });

  it('30 of 61 AP is under half: error at the elf naming the box and the AP', () => {
    expect(check(['wolf-b', 'clan-elf'])).toEqual([
      { code: 'tjost.clan-share', severity: 'error', entryId: 'e2', params: { box: 'wolf-clan', with_de: 'wolf-a, wolf-b', with_en: 'wolf-a, wolf-b', fielded: 30, total: 61, need: 31 } },
    ]);
    expect(check(['clan-elf'], 'tjost-game').map((i) => i.params)).toEqual([{ box: 'wolf-clan', with_de: 'wolf-a, wolf-b', with_en: 'wolf-a, wolf-b', fielded: 0, total: 61, need: 31 }]);
  });

  it('copies of a clan card count once; the people\'s own box figures are never reported', () => {
    expect(check(['wolf-b', 'wolf-b', 'clan-elf']).map((i) => i.params.fielded)).toEqual([30]);
    expect(check(['wolf-b'])).toEqual([]);
  });

  it('a box that holds none of the list\'s people: variant no-clan', () => {
    expect(check(['stray-goblin'])).toEqual([
      { code: 'tjost.clan-share', severity: 'error', entryId: 'e1', params: { variant: 'no-clan', box: 'orc-clan', with_de: 'stray-goblin', with_en: 'stray-goblin' } },
    ]);
  });

  it('names the box by its figures, never by its id, in both languages', () => {
    const named = (c: DbCard, de: string, en: string): DbCard => ({ ...c, name: { de, en } });
    const box = [
      named(BOX.wolfA, 'Wolfskrieger', 'Wolf Warrior'),
      named(BOX.wolfB, 'Wolfsjäger', 'Wolf Hunter'),
      named(BOX.elf, 'Clan-Elf', 'Clan Elf'),
      named({ ...BOX.wolfA, id: 'wolf-c' }, 'Wolfsrufer', 'Wolf Caller'),
      named({ ...BOX.wolfA, id: 'wolf-d' }, 'Wolfsschamane', 'Wolf Shaman'),
    ];
    const ctxLookup = cardLookup([...Object.values(TJ), ...box]);
    const [issue] = tjostClanShare.check(ruleContext(tjList('tjost-selection', [{ id: 'e1', cardId: 'clan-elf' }]), ctxLookup));
    expect(issueMessage(issue!, 'en', { entryName: () => 'Clan Elf' })).toBe(
      'Clan Elf, of another people, comes in the box of the clan with Wolf Warrior, Wolf Hunter, Wolf Caller, …; it may join that clan only while at least half of the clan is fielded: 0 of 123 AP, at least 62 needed. (TJOST: clan and theme boxes)',
    );
    expect(issueMessage(issue!, 'de', { entryName: () => 'Clan-Elf' })).toBe(
      'Clan-Elf gehört einem anderen Volk an und liegt in einer Clanbox (darin auch: Wolfskrieger, Wolfsjäger, Wolfsrufer, …); die Figur darf nur mit diesem Clan aufgestellt werden, wenn mindestens die Hälfte des Clans aufgestellt ist: 0 von 123 A.P., nötig sind 62. (TJOST: Clan- und Themenboxen)',
    );
  });

  it('a box figure of another people is not an ally (tjost.forbidden-card stays quiet)', () => {
    const codes = validateList(tjList('tjost-selection', [{ id: 'e1', cardId: 'clan-elf' }]), lookup).map((i) => i.code);
    expect(codes).toEqual(['tjost.clan-share']);
  });
});
