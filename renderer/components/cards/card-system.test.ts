import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactionInfo } from '../../../core/db/types';
import type { DbCard } from '../../../core/model/card';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { fieldLabel } from '../../../core/i18n/card-field-labels';

vi.mock('../../api', () => ({
  api: { getCard: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), openUserCard: vi.fn(), saveUserCard: vi.fn() },
}));

const mocked = vi.mocked(api);
const GOBLINS: FactionInfo = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 };
const FIRSTBORN: FactionInfo = { id: 'firstborn', name: { de: 'Erstgeborene', en: 'Firstborn' }, system: 'chronopia', cardCount: 3 };

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false }));
  vi.clearAllMocks();
  mocked.listFactions.mockImplementation(async ({ system }) => (system === 'chronopia' ? [FIRSTBORN] : [GOBLINS]));
  mocked.queryCards.mockResolvedValue([]);
  mocked.getCard.mockResolvedValue(null);
  mocked.saveUserCard.mockImplementation(async ({ card, system, faction }) => ({ ...card, system, faction: faction.id }) as DbCard);
});

describe('card editor: a card moved to another system', () => {
  it('is saved without the fields the form hides in its new system, with the ones it shows there', async () => {
    const store = useCardsStore();
    await store.startNew({ system: 'confrontation', faction: 'goblins-no-dan-kar' });
    Object.assign(store.draft, { id: 'my-warriors', name: { de: 'Krieger', en: 'Warriors' }, points: 9, size: 'large', mount: true, throne: true, kind: 'war-machine' });
    store.draft.abilities = [{ id: 'transport', custom: false, value: 4, access: 'rear', name: { de: '', en: '' } }];
    store.draft.warMachine.substitute = [{ stat: 'AIM', min: 3 }, { stat: 'AIM', min: 3 }];
    expect(store.issues.map((i) => i.field)).toEqual(['warMachine.substitute.1.stat']);
    await store.changeSystem('chronopia');
    expect(store.factionId).toBe('firstborn');
    // The hidden war-machine rows are neither saved nor checked.
    expect(store.issues).toEqual([]);
    store.draft.kind = 'fighter';
    store.draft.warband = true;
    store.draft.stats = [{ key: 'BW', value: 10 }];
    const saved = await store.save();
    expect(saved).not.toBeNull();
    const card = mocked.saveUserCard.mock.calls[0]?.[0].card;
    expect(card).toEqual({
      id: 'my-warriors', kind: 'fighter', name: { de: 'Krieger', en: 'Warriors' }, source: 'user', points: 9, personality: false, figures: 1,
      mount: false, throne: false, stats: { BW: 10 }, abilities: [{ id: 'transport', value: 4 }], warband: true,
    });
    expect(mocked.saveUserCard.mock.calls[0]?.[0].system).toBe('chronopia');
  });

  it('a chariot needs its crew: the problem is named by its field', async () => {
    const store = useCardsStore();
    await store.startNew({ system: 'chronopia', faction: 'firstborn' });
    Object.assign(store.draft, { id: 'my-chariot', name: { de: 'Wagen', en: 'Chariot' }, points: 30 });
    store.draft.chariot.on = true;
    expect(store.issues).toEqual([{ field: 'chariot.crew', code: 'required', params: {} }]);
    store.draft.chariot.crew = [{ cardId: 'firstborn-swordsman', count: 2 }, { cardId: 'firstborn-swordsman', count: '' }];
    store.draft.chariot.animals = [{ name: { de: '', en: '' }, count: 2 }];
    expect(store.issues).toEqual([
      { field: 'chariot.crew.1.count', code: 'required', params: {} },
      { field: 'chariot.draft.0.name.de', code: 'required', params: {} },
      { field: 'chariot.draft.0.name.en', code: 'required', params: {} },
      { field: 'chariot.crew.1.cardId', code: 'duplicate', params: { value: 'firstborn-swordsman' } },
    ]);
    const { t } = createMusterI18n('de').global;
    expect(store.issues.map((i) => fieldLabel(i.field, t, store.draft))).toEqual(['Besatzung 2: Figuren', 'Zugtier 1: Name (Deutsch)', 'Zugtier 1: Name (Englisch)', 'Besatzung 2: Karte']);
    expect(fieldLabel('chariot.crew', t)).toBe('Besatzung');
    expect(fieldLabel('warband', t)).toBe('Kampfverband (keine Einzelfigur)');
  });
});

describe('card editor: a Chronopia profile typed in English abbreviations', () => {
  const ELVES = { id: 'elves', name: { de: 'Elfen', en: 'Elves' } };

  it('is saved by Chronopia’s keys, in the game’s profile order; a key of no Chronopia value is kept', async () => {
    const store = useCardsStore();
    await store.startNew({ system: 'chronopia', faction: 'firstborn' });
    store.factionMode = 'new';
    Object.assign(store.newFaction, ELVES);
    Object.assign(store.draft, { id: 'lotus-witch', name: { de: 'Lotushexe', en: 'Lotus Witch' }, points: 40 });
    store.draft.stats = [
      { key: 'MV', value: '' },
      { key: 'NK', value: 11 },
      { key: 'LD', value: 13 },
      { key: 'XYZ', value: 1 },
      { key: 'cc', value: 4 },
    ];
    // The value of MV, checked as BW, is missing in MV's row; "cc" is NK again.
    expect(store.issues).toEqual([
      { field: 'stats.0.value', code: 'required', params: {} },
      { field: 'stats.4.key', code: 'duplicate', params: { value: 'NK' } },
    ]);
    store.draft.stats[0]!.value = 3;
    store.draft.stats.splice(4, 1);
    expect(store.issues).toEqual([]);
    expect(await store.save()).not.toBeNull();
    const card = mocked.saveUserCard.mock.calls[0]?.[0].card;
    expect(card?.stats).toEqual({ BW: 3, NK: 11, FG: 13, XYZ: 1 });
    expect(mocked.saveUserCard.mock.calls[0]?.[0].faction).toEqual(ELVES);
  });
});
