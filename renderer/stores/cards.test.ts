import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import { api } from '../api';
import { useCardsStore } from './cards';
import { useSettingsStore } from './settings';

vi.mock('../api', () => ({
  api: { getCard: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), openUserCard: vi.fn(), saveUserCard: vi.fn() },
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

/** The player's cards as main holds them, each with its version; saves behave like main's (see user-cards.ts). */
const disk = new Map<string, { card: DbCard; version: string }>();
let versions = 0;
const SAVED_AT = '2026-11-28T10:00:00.000Z';
/** Another tab saves `card`: a new version on disk. */
function savedElsewhere(card: DbCard): void {
  disk.set(card.id, { card, version: `v${++versions}` });
}

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false }));
  vi.clearAllMocks();
  disk.clear();
  versions = 0;
  mocked.listFactions.mockResolvedValue([DWARVES, GOBLINS]);
  mocked.queryCards.mockResolvedValue([]);
  mocked.getCard.mockImplementation(async ({ id }) => disk.get(id)?.card ?? null);
  mocked.openUserCard.mockImplementation(async ({ id }) => disk.get(id) ?? null);
  mocked.saveUserCard.mockImplementation(async ({ card, system, faction, previousId, basedOn }) => {
    const current = disk.get(previousId ?? card.id);
    if (basedOn !== undefined && current && current.version !== basedOn) {
      throw new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: SAVED_AT, version: current.version });
    }
    if (basedOn !== undefined && basedOn !== '' && !current) throw new ApiError({ code: 'conflict', message: 'deleted or renamed elsewhere', savedAt: SAVED_AT, version: '' });
    disk.delete(previousId ?? card.id);
    const saved = { ...card, system, faction: faction.id };
    savedElsewhere(saved);
    return saved;
  });
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
    // 'aim' is AIM (a profile value by its abbreviation, any case); 'aimx' is no value and no key a card file takes.
    store.draft.stats = [{ key: 'MOV', value: 10 }, { key: 'aimx', value: 3 }, { key: 'DIS', value: '' }, { key: 'aim', value: 3 }];
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

  it('checks a new faction: its id, a name in one language at least, and that it is new', async () => {
    const store = await filled();
    store.factionMode = 'new';
    store.newFaction.id = 'Red Caps';
    store.newFaction.name = { de: '', en: '' };
    expect(store.issues).toEqual([
      { field: 'faction.id', code: 'idFormat', params: {} },
      { field: 'faction.name.de', code: 'required', params: {} },
      { field: 'faction.name.en', code: 'required', params: {} },
    ]);
    // One language is enough, as for a card's name: it serves both.
    store.newFaction.name = { de: 'Rotkappen', en: '' };
    expect(store.issues).toEqual([{ field: 'faction.id', code: 'idFormat', params: {} }]);
    expect(store.faction?.name).toEqual({ de: 'Rotkappen', en: 'Rotkappen' });
    store.newFaction.id = 'dwarves-tir-na-bor';
    store.newFaction.name = { de: '', en: ' Red caps ' };
    expect(store.issues).toEqual([{ field: 'faction.id', code: 'factionExists', params: { value: 'dwarves-tir-na-bor' } }]);
    expect(store.faction?.name).toEqual({ de: 'Red caps', en: 'Red caps' });
  });

  it('saves a card in a new faction named in German only', async () => {
    const store = await filled();
    store.factionMode = 'new';
    store.newFaction.id = 'sumpfgoblins';
    store.newFaction.name = { de: 'Sumpfgoblins', en: '' };
    expect(await store.save()).not.toBeNull();
    expect(mocked.saveUserCard.mock.calls[0]?.[0].faction).toEqual({ id: 'sumpfgoblins', name: { de: 'Sumpfgoblins', en: 'Sumpfgoblins' } });
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
      basedOn: '',
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

  it('refuses an id longer than the app takes in the browser, with the translated length message, without asking main', async () => {
    const store = await filled();
    store.draft.id = 'a'.repeat(101);
    expect(await store.save()).toBeNull();
    expect(store.errorsFor('id')).toEqual([{ field: 'id', code: 'maxLength', params: { max: 100 } }]);
    expect(mocked.getCard).not.toHaveBeenCalled();
    expect(mocked.saveUserCard).not.toHaveBeenCalled();
    store.draft.id = 'a'.repeat(100);
    expect(store.errorsFor('id')).toEqual([]);
  });

  it('edits a user card and saves it under a new id with the previous id', async () => {
    savedElsewhere(userCard());
    const store = useCardsStore();
    await store.load('goblin-roller');
    expect(store.previousId).toBe('goblin-roller');
    expect(store.factionId).toBe('goblins-no-dan-kar');
    store.draft.id = 'goblin-roller-2';
    await store.save();
    expect(mocked.saveUserCard.mock.calls[0]?.[0]).toMatchObject({ previousId: 'goblin-roller', card: { id: 'goblin-roller-2' }, basedOn: 'v1' });
    expect(disk.get('goblin-roller-2')?.card.id).toBe('goblin-roller-2');
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

  it('a copy: an id typed while the free id is looked for is kept, not overwritten', async () => {
    const shipped = userCard({ id: 'goblin-cannon', source: 'sample' });
    let answer: (card: DbCard | null) => void = () => undefined;
    mocked.getCard.mockImplementation(({ id }) => (id === 'goblin-cannon' ? Promise.resolve(shipped) : new Promise((resolve) => (answer = resolve))));
    const store = useCardsStore();
    const opening = store.load('goblin-cannon');
    await vi.waitFor(() => expect(mocked.getCard).toHaveBeenCalledWith({ id: 'goblin-cannon-copy' }));
    store.draft.id = 'goblin-cannon-mk2';
    store.typedId('card', 'goblin-cannon-mk2');
    answer(null);
    await opening;
    expect(store.draft.id).toBe('goblin-cannon-mk2');
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

describe('cards store: a card changed elsewhere after it was opened', () => {
  async function opened() {
    savedElsewhere(userCard());
    const store = useCardsStore();
    await store.load('goblin-roller');
    expect(store.basedOn).toBe('v1');
    store.draft.points = 25;
    // Another tab (or the card grid) saves the card meanwhile.
    savedElsewhere(userCard({ points: 30, faction: 'dwarves-tir-na-bor' }));
    return store;
  }

  it('is not saved over: the save is refused with no error, the draft kept; replacing saves it based on the version on disk', async () => {
    const store = await opened();
    expect(await store.save()).toBeNull();
    // Named as saved elsewhere (the dialog names the card by it).
    expect(store.conflict).toEqual({ savedAt: SAVED_AT, version: 'v2', name: { de: 'Walze', en: 'Roller' } });
    expect(store.saveError).toBeNull();
    expect(store.refused).toBe(false);
    expect(store.draft.points).toBe(25);
    expect(disk.get('goblin-roller')?.card.points).toBe(30);
    const saved = await store.replaceSaved();
    expect(saved?.points).toBe(25);
    expect(mocked.saveUserCard.mock.calls.at(-1)?.[0]).toMatchObject({ basedOn: 'v2', faction: { id: 'goblins-no-dan-kar' } });
    expect(store.conflict).toBeNull();
  });

  it('opening the saved version shows it with its faction; the player’s draft comes back with one click and then replaces it', async () => {
    const store = await opened();
    await store.save();
    expect(await store.takeSaved()).toBe(true);
    expect(store.conflict).toBeNull();
    expect(store.draft.points).toBe(30);
    expect(store.factionId).toBe('dwarves-tir-na-bor');
    expect(store.basedOn).toBe('v2');
    expect(store.mine?.draft.points).toBe(25);
    await store.restoreMine();
    expect(store.mine).toBeNull();
    expect(store.draft.points).toBe(25);
    expect(store.factionId).toBe('goblins-no-dan-kar');
    expect((await store.save())?.points).toBe(25);
    expect(disk.get('goblin-roller')?.card).toMatchObject({ points: 25, faction: 'goblins-no-dan-kar' });
  });

  it('keep editing saves nothing, and the next save asks again', async () => {
    const store = await opened();
    await store.save();
    store.keepEditing();
    expect(store.conflict).toBeNull();
    expect(disk.get('goblin-roller')?.card.points).toBe(30);
    expect(await store.save()).toBeNull();
    expect(store.conflict?.version).toBe('v2');
  });

  it('a card deleted or renamed elsewhere is not saved again unasked; saving it again saves it under its id, with nothing to open', async () => {
    savedElsewhere(userCard());
    const store = useCardsStore();
    await store.load('goblin-roller');
    store.draft.points = 25;
    // Another tab renames it.
    disk.delete('goblin-roller');
    savedElsewhere(userCard({ id: 'goblin-roller-renamed' }));
    expect(await store.save()).toBeNull();
    expect(store.conflict).toEqual({ savedAt: SAVED_AT, version: '' });
    expect(store.conflictGone).toBe(true);
    expect(store.saveError).toBeNull();
    expect(disk.has('goblin-roller')).toBe(false);
    expect(await store.takeSaved()).toBe(false);
    expect(mocked.openUserCard).toHaveBeenCalledTimes(1);
    expect(store.conflictGone).toBe(true);
    const saved = await store.replaceSaved();
    expect(saved).toMatchObject({ id: 'goblin-roller', points: 25 });
    expect(mocked.saveUserCard.mock.calls.at(-1)?.[0]).toMatchObject({ basedOn: '', previousId: 'goblin-roller' });
    expect(store.conflict).toBeNull();
    expect(store.conflictGone).toBe(false);
    expect([...disk.keys()].sort()).toEqual(['goblin-roller', 'goblin-roller-renamed']);
  });

  it('a new card whose id another tab took after the id was checked is refused as a taken id', async () => {
    const store = await filled();
    // The id is free when checked, taken when saved.
    mocked.getCard.mockResolvedValueOnce(null);
    savedElsewhere(userCard());
    expect(await store.save()).toBeNull();
    expect(store.conflict).toBeNull();
    expect(store.errorsFor('id')).toEqual([{ field: 'id', code: 'idTaken', params: { value: 'goblin-roller' } }]);
    expect(disk.get('goblin-roller')?.card.points).toBe(20);
    expect(disk.get('goblin-roller')?.version).toBe('v1');
  });
});

describe('cards store: a text given in one language serves both', () => {
  const SWAMP: FactionInfo = { id: 'swamp-goblins', name: { de: 'Sumpfgoblins', en: 'Swamp Goblins' }, system: 'chronopia', cardCount: 6 };
  const ID = 'sumpfgoblin-kriegswagen';
  const GROESSENWAHN = 'Sumpfgoblin-Kriegswagen „Größenwahn“';
  const UEBERMUT = 'Sumpfgoblin-Kriegswagen „Übermut“';

  /** A new Chronopia card named and noted in German only, saved. */
  async function savedInGerman() {
    mocked.listFactions.mockResolvedValue([SWAMP]);
    const store = useCardsStore();
    await store.startNew({ system: 'chronopia', faction: 'swamp-goblins' });
    store.draft.id = ID;
    store.draft.name = { de: GROESSENWAHN, en: '' };
    store.draft.notes = { de: 'Fährt, wohin er will.', en: '' };
    store.draft.points = 40;
    expect(await store.save()).not.toBeNull();
    // A card file needs both languages: the German text is saved for both.
    expect(disk.get(ID)?.card).toMatchObject({ name: { de: GROESSENWAHN, en: GROESSENWAHN }, notes: { de: 'Fährt, wohin er will.', en: 'Fährt, wohin er will.' } });
    return store;
  }

  it('a card named in German only, opened again and renamed: the English name follows (German UI)', async () => {
    useSettingsStore().lang = 'de';
    const store = await savedInGerman();
    await store.load(ID);
    // Shown once, in German; the English field is empty (its hint: the German text is used).
    expect(store.draft.name).toEqual({ de: GROESSENWAHN, en: '' });
    expect(store.draft.notes).toEqual({ de: 'Fährt, wohin er will.', en: '' });
    store.draft.name.de = UEBERMUT;
    store.draft.notes.de = 'Fährt, wohin er muss.';
    expect(await store.save()).not.toBeNull();
    expect(disk.get(ID)?.card).toMatchObject({ name: { de: UEBERMUT, en: UEBERMUT }, notes: { de: 'Fährt, wohin er muss.', en: 'Fährt, wohin er muss.' } });
    // Once more: it stays one text.
    await store.load(ID);
    expect(store.draft.name).toEqual({ de: UEBERMUT, en: '' });
  });

  it('the same card edited in the English UI: shown in the English field, renamed in both', async () => {
    const store = await savedInGerman();
    useSettingsStore().lang = 'en';
    await store.load(ID);
    expect(store.draft.name).toEqual({ de: '', en: GROESSENWAHN });
    store.draft.name.en = UEBERMUT;
    await store.save();
    expect(disk.get(ID)?.card.name).toEqual({ de: UEBERMUT, en: UEBERMUT });
  });

  it('a card with texts that differ between the languages keeps both through opening and saving, and an edit changes one language only', async () => {
    useSettingsStore().lang = 'de';
    savedElsewhere(userCard({ rank: { de: 'Regulär', en: 'Regular' }, notes: { de: 'Rollt.', en: 'Rolls.' } }));
    const before = disk.get('goblin-roller')!.card;
    const store = useCardsStore();
    await store.load('goblin-roller');
    expect([store.draft.name, store.draft.rank, store.draft.notes]).toEqual([before.name, before.rank, before.notes]);
    await store.save();
    expect(disk.get('goblin-roller')?.card).toEqual(before);
    await store.load('goblin-roller');
    store.draft.name.de = 'Große Walze';
    await store.save();
    expect(disk.get('goblin-roller')?.card.name).toEqual({ de: 'Große Walze', en: 'Roller' });
  });
});
