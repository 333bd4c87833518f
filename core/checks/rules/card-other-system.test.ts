import { describe, expect, it } from 'vitest';
import { entryNamer, issueMessage } from '../../i18n';
import { SYSTEM_IDS, type SystemId } from '../../model/system';
import { validateList } from '../validate-list';
import { card, checkRule, codesOf, listOf, lookupOf } from '../test-fixtures';
import { cardOtherSystem } from './card-other-system';

const PIT_WARRIOR = card({ id: 'mid-nor-pit-warrior', name: { de: 'Grubenkrieger', en: 'Pit Warrior' }, points: 9 }, 'mid-nor', 'confrontation');
const GOBLIN = card({ id: 'swamp-goblin-warrior', points: 8, warband: true }, 'swamp-goblins', 'chronopia');
const ORC = card({ id: 'orc-boyz', points: 6 }, 'orcs', 'oldworld');
const LOOKUP = lookupOf([PIT_WARRIOR, GOBLIN, ORC]);

describe('card.other-system', () => {
  it('names a card of another game in a Chronopia list, in plain words in both languages; card.unknown stays for unknown ids', () => {
    const list = listOf(
      [
        { id: 'e1', cardId: 'swamp-goblin-warrior', count: 10 },
        { id: 'e7', cardId: 'mid-nor-pit-warrior' },
        { id: 'e8', cardId: 'no-such-card' },
      ],
      { system: 'chronopia' },
    );
    expect(checkRule(cardOtherSystem, list, LOOKUP)).toEqual([
      {
        code: 'card.other-system',
        severity: 'error',
        entryId: 'e7',
        params: { cardId: 'mid-nor-pit-warrior', system: 'confrontation', listSystem: 'chronopia', listSystem_de: 'Chronopia', listSystem_en: 'Chronopia' },
      },
    ]);
    const issues = validateList(list, LOOKUP);
    expect(issues.map((i) => `${i.code}@${i.entryId ?? ''}`)).toEqual(['card.other-system@e7', 'card.unknown@e8']);
    const other = issues.find((i) => i.code === 'card.other-system')!;
    expect(issueMessage(other, 'en', { entryName: entryNamer(list, LOOKUP, 'en') })).toBe(
      'Pit Warrior is a card of Confrontation, not of Chronopia: a list holds only cards of its own game. (Card database)',
    );
    expect(issueMessage(other, 'de', { entryName: entryNamer(list, LOOKUP, 'de') })).toBe(
      'Grubenkrieger ist eine Karte von Confrontation, nicht von Chronopia: Eine Liste enthält nur Karten ihres eigenen Spiels. (Kartendatenbank)',
    );
  });

  it('applies to lists of every system: a card of its own game is fine, one of any other is not', () => {
    // (An Old World list of one unit breaks its own composition rules too; only the card checks count here.)
    const cardCodes = (list: ReturnType<typeof listOf>) => codesOf(list, LOOKUP).filter((c) => c.startsWith('card.'));
    expect(cardOtherSystem.systems).toBe('all');
    const own: Record<SystemId, string> = { confrontation: 'mid-nor-pit-warrior', oldworld: 'orc-boyz', chronopia: 'swamp-goblin-warrior' };
    for (const system of SYSTEM_IDS) {
      for (const [of, cardId] of Object.entries(own)) {
        const list = listOf([{ id: 'e1', cardId }], { system });
        expect(cardCodes(list), `${of} card in a ${system} list`).toEqual(of === system ? [] : ['card.other-system@e1']);
      }
    }
  });
});
