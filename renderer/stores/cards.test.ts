import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import { api } from '../api';
import { useCardsStore } from './cards';

vi.mock('../api', () => ({
  api: { getCard: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), saveUserCard: vi.fn() },
}));

const mocked = vi.mocked(api);
const GOBLINS: FactionInfo = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 };
const DWARVES: FactionInfo = { id: 'dwarves-tir-na-bor', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' }, system: 'confrontation', cardCount: 10 };

function userCard(over: Partial<DbCard> = {}): DbCard {
  return {
    id: 'goblin-roller', kind: 'fighter', name: { de: 'Walze', en: 'Roller' }, source: 'user', points: 20, personality: false, figures: 1,
    mount: false, throne: false, stats: { MOV: 10 }, abilities: [], system: 'confrontation', faction: 'goblins-no-dan-kar', ...over,
  };
}

/** A store with a valid new card in the goblin faction. */
async function filled() {
  const store = useCardsStore();
  await store.startNew({ system: 'confrontation', faction: 'goblins-no-dan-kar' });
  store.draft.id = 'goblin-roller';
  store.draft.name = { de: 'Walze', en: 'Roller' };
  store.draft.points = 20;
  store.draft.stats = [{ key: 'MOV', value: 10 }];
  return store;
}

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false }));
  vi.clearAllMocks();
  mocked.listFactions.mockResolvedValue([DWARVES, GOBLINS]);
  mocked.queryCards.mockResolvedValue([]);
  mocked.getCard.mockResolvedValue(null);
  mocked.saveUserCard.mockImplementation(async ({ card, system, faction }) => ({ ...card, system, faction: faction.id }));
});

describe('cards store: checking the draft with the card schema', () => {
  it('accepts a complete card', async () => {
    const store = await filled();
    expect(store.check.success).toBe(true);
    expect(store.issues).toEqual([]);
    expect(store.valid).toBe(true);
    expect(store.faction).toEqual({ id: 'goblins-no-dan-kar', name: GOBLINS.name });
  });

  it('maps zod issues to the fields of the form', async () => {
    const store = await filled();
    store.draft.points = -5;
    store.draft.id = 'my card';
    store.draft.name = { de: '', en: '' };
    store.draft.figures = 1.5;
    store.draft.stats = [{ key: 'MOV', value: 10 }, { key: 'aim', value: 3 }, { key: 'DIS', value: '' }];
    expect(store.issues).toEqual([
      { field: 'id', code: 'idFormat', params: {} },
      { field: 'name.de', code: 'required', params: {} },
      { field: 'name.en', code: 'required', params: {} },
      { field: 'points', code: 'min', params: { min: 0 } },
      { field: 'figures', code: 'integer', params: {} },
      { field: 'stats.1.key', code: 'statFormat', params: {} },
      { field: 'stats.2.value', code: 'required', params: {} },
    ]);
    expect(store.valid).toBe(false);
  });

  it('maps nested war-machine and ability fields, and rows given twice', async () => {
    const store = await filled();
    store.draft.kind = 'war-machine';
    store.draft.abilities = [{ id: 'transport', custom: false, value: -1, access: '', name: { de: '', en: '' } }];
    store.draft.warMachine.weight = 0;
    store.draft.warMachine.substitute = [{ stat: 'AIM', min: 3 }, { stat: 'AIM', min: '' }];
    store.draft.warMachine.hasArtillery = true;
    store.draft.warMachine.templateDiameterMm = 400;
    store.draft.stats.push({ key: 'MOV', value: 12 });
    expect(store.issues).toEqual([
      { field: 'abilities.0.value', code: 'min', params: { min: 0 } },
      { field: 'warMachine.weight', code: 'greater', params: { min: 0 } },
      { field: 'warMachine.substitute.1.min', code: 'required', params: {} },
      { field: 'warMachine.artillery.templateDiameterMm', code: 'max', params: { max: 180 } },
      { field: 'stats.1.key', code: 'duplicate', params: { value: 'MOV' } },
      { field: 'warMachine.substitute.1.stat', code: 'duplicate', params: { value: 'AIM' } },
    ]);
  });

  it('requires the X of an ability written "Name / X" (Transport without a value is refused)', async () => {
    const store = await filled();
    store.draft.abilities = [{ id: 'transport', custom: false, value: '', access: 'sides', name: { de: '', en: '' } }];
    expect(store.issues).toEqual([{ field: 'abilities.0.value', code: 'required', params: {} }]);
    store.draft.abilities = [{ id: 'transport', custom: false, value: 4, access: 'sides', name: { de: '', en: '' } }];
    expect(store.issues).toEqual([]);
  });

  it('checks a new faction: its id, both names, and that it is new', async () => {
    const store = await filled();
    store.factionMode = 'new';
    store.newFaction.id = 'Red Caps';
    store.newFaction.name = { de: 'Rotkappen', en: '' };
    expect(store.issues).toEqual([
      { field: 'faction.id', code: 'idFormat', params: {} },
      { field: 'faction.name.en', code: 'required', params: {} },
    ]);
    store.newFaction.id = 'dwarves-tir-na-bor';
    store.newFaction.name.en = 'Red caps';
    expect(store.issues).toEqual([{ field: 'faction.id', code: 'factionExists', params: { value: 'dwarves-tir-na-bor' } }]);
  });

  it('shows a field problem once the field is touched, and all of them after a save attempt', async () => {
    const store = await filled();
    store.draft.points = -5;
    store.draft.name = { de: '', en: '' };
    expect(store.errorsFor('points')).toEqual([]);
    store.touch('points');
    expect(store.errorsFor('points')).toEqual([{ field: 'points', code: 'min', params: { min: 0 } }]);
    expect(store.errorsFor('name.en')).toEqual([]);
    expect(await store.save()).toBeNull();
    expect(store.refused).toBe(true);
    expect(store.errorsFor('name.en')).toEqual([{ field: 'name.en', code: 'required', params: {} }]);
    expect(mocked.saveUserCard).not.toHaveBeenCalled();
  });
});

describe('cards store: loading and saving', () => {
  it('saves a new card as a user card in the chosen faction', async () => {
    const store = await filled();
    const saved = await store.save();
    expect(mocked.getCard).toHaveBeenCalledWith({ id: 'goblin-roller' });
    expect(mocked.saveUserCard).toHaveBeenCalledWith({
      system: 'confrontation',
      faction: { id: 'goblins-no-dan-kar', name: GOBLINS.name },
      card: { id: 'goblin-roller', kind: 'fighter', name: { de: 'Walze', en: 'Roller' }, source: 'user', points: 20, personality: false, size: 'normal', figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [] },
      previousId: undefined,
    });
    expect(saved?.faction).toBe('goblins-no-dan-kar');
    expect(store.refused).toBe(false);
  });

  it('refuses an id another card has', async () => {
    const store = await filled();
    mocked.getCard.mockResolvedValue(userCard({ id: 'goblin-roller', source: 'seed' }));
    expect(await store.save()).toBeNull();
    expect(store.errorsFor('id')).toEqual([{ field: 'id', code: 'idTaken', params: { value: 'goblin-roller' } }]);
    expect(mocked.saveUserCard).not.toHaveBeenCalled();
  });

  it('edits a user card and saves it under a new id with the previous id', async () => {
    mocked.getCard.mockImplementation(async ({ id }) => (id === 'goblin-roller' ? userCard() : null));
    const store = useCardsStore();
    await store.load('goblin-roller');
    expect(store.previousId).toBe('goblin-roller');
    expect(store.factionId).toBe('goblins-no-dan-kar');
    store.draft.id = 'goblin-roller-2';
    await store.save();
    expect(mocked.saveUserCard.mock.calls[0]?.[0]).toMatchObject({ previousId: 'goblin-roller', card: { id: 'goblin-roller-2' } });
  });

  it('opens a shipped card as a copy under a free id', async () => {
    const shipped = userCard({ id: 'goblin-cannon', source: 'sample' });
    mocked.getCard.mockImplementation(async ({ id }) => (id === 'goblin-cannon' || id === 'goblin-cannon-copy' ? shipped : null));
    const store = useCardsStore();
    await store.load('goblin-cannon');
    expect(store.previousId).toBeNull();
    expect(store.copyOf).toEqual(shipped.name);
    expect(store.draft.id).toBe('goblin-cannon-copy-2');
  });

  it('shows the field errors the API reports until the input changes', async () => {
    const store = await filled();
    mocked.saveUserCard.mockRejectedValue(
      new ApiError({ code: 'invalid-input', message: 'bad', fields: [{ path: 'card.stats.MOV', message: 'too fast' }, { path: 'faction.id', message: 'no' }] }),
    );
    expect(await store.save()).toBeNull();
    expect(store.errorsFor('stats.0.value')).toEqual([{ field: 'stats.0.value', code: 'server', params: { message: 'too fast' } }]);
    expect(store.errorsFor('faction.id')).toEqual([{ field: 'faction.id', code: 'server', params: { message: 'no' } }]);
    store.draft.stats[0]!.value = 9;
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.errorsFor('stats.0.value')).toEqual([]);
  });

  it('reports other save failures in words', async () => {
    const store = await filled();
    mocked.saveUserCard.mockRejectedValue(new Error('disk full'));
    expect(await store.save()).toBeNull();
    expect(store.saveError).toBe('disk full');
  });
});
