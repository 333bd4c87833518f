import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../core/model/card';
import type { ArmyList } from '../../core/model/list';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

/**
 * A list saved in one place (tab, window, program) is not replaced by a save from another place
 * that opened it before: that save is refused as a `conflict` naming when the version on disk was
 * saved, and nothing is written. The caller can then replace it knowingly (basedOn = that time).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-conflict-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Handlers whose clock shows `clock.at` (the same millisecond until a test moves it). */
function setup(clock = { at: new Date('2026-11-27T10:00:00.000Z') }) {
  const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false, now: () => clock.at });
  return { api, clock };
}
const file = (id: string): string => path.join(dir, 'lists', `${id}.muster`);
const withEntry = (list: ArmyList, cardId: string): ArmyList => ({ ...list, entries: [...list.entries, { id: `e${list.entries.length + 1}`, cardId, count: 1, assignments: [] }] });

async function created() {
  const { api, clock } = setup();
  const list = await api.createList({ name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard' });
  return { api, clock, list };
}

describe('saving a list saved elsewhere meanwhile', () => {
  it('refuses the later save based on the older version, as a conflict with the time of the newer one, and writes nothing', async () => {
    const { api, clock, list } = await created();
    // Two editors open the same list.
    const here = await api.openList({ id: list.id });
    const there = await api.openList({ id: list.id });
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const savedThere = (await api.saveList({ list: withEntry(there, 'goblin-minelayer'), basedOn: there.updatedAt })).list;
    expect(savedThere.updatedAt).toBe('2026-11-27T10:05:00.000Z');
    const onDisk = await readFile(file(list.id), 'utf8');
    const versions = (await api.listHistory({ doc: { kind: 'list', id: list.id } })).length;

    clock.at = new Date('2026-11-27T10:06:00.000Z');
    const refused = await dispatch(api, 'saveList', { list: withEntry(here, 'goblin-mountain-breaker'), basedOn: here.updatedAt });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: '2026-11-27T10:05:00.000Z' } });
    expect(refused.ok ? '' : refused.error.message).toContain(`${list.id}.muster`);
    expect(await readFile(file(list.id), 'utf8')).toBe(onDisk);
    expect((await api.listHistory({ doc: { kind: 'list', id: list.id } })).length).toBe(versions);
    expect((await api.openList({ id: list.id })).entries.map((e) => e.cardId)).toEqual(['goblin-minelayer']);
  });

  it('replaces the newer version when the save is based on it, and keeps that version in the history', async () => {
    const { api, clock, list } = await created();
    const here = await api.openList({ id: list.id });
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const there = (await api.saveList({ list: withEntry(list, 'goblin-minelayer'), basedOn: list.updatedAt })).list;
    clock.at = new Date('2026-11-27T10:06:00.000Z');
    const mine = withEntry(here, 'goblin-mountain-breaker');
    const saved = (await api.saveList({ list: mine, basedOn: there.updatedAt })).list;
    expect(saved.updatedAt).toBe('2026-11-27T10:06:00.000Z');
    expect((await api.openList({ id: list.id })).entries.map((e) => e.cardId)).toEqual(['goblin-mountain-breaker']);
    const history = await api.listHistory({ doc: { kind: 'list', id: list.id } });
    const kept = await Promise.all(history.map((h) => api.getHistoryVersion({ doc: { kind: 'list', id: list.id }, version: h.version })));
    expect(kept.some((v) => v.kind === 'list' && v.list.entries.some((e) => e.cardId === 'goblin-minelayer'))).toBe(true);
  });

  it('of ten saves at once based on the same version, exactly one is written and nine are conflicts', async () => {
    const { api, clock, list } = await created();
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const cards = ['goblin-minelayer', 'goblin-mountain-breaker'];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => dispatch(api, 'saveList', { list: { ...withEntry(list, cards[i % 2]!), name: `Save ${i}` }, basedOn: list.updatedAt })),
    );
    const written = results.filter((r) => r.ok);
    expect(written).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.code === 'conflict')).toHaveLength(9);
    const winner = (written[0] as { ok: true; value: { list: ArmyList } }).value.list;
    expect(await api.openList({ id: list.id })).toEqual(winner);
  });

  it('a save without a version it is based on replaces what is there (as before)', async () => {
    const { api, clock, list } = await created();
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    await api.saveList({ list: withEntry(list, 'goblin-minelayer'), basedOn: list.updatedAt });
    const saved = (await api.saveList({ list: { ...list, name: 'Renamed' } })).list;
    expect(await api.openList({ id: list.id })).toEqual(saved);
    expect(saved.entries).toEqual([]);
  });

  it('gives every saved version its own time, also two saves in one millisecond or with the clock set back', async () => {
    const { api, clock, list } = await created();
    // The clock stands still: each save is stamped a millisecond after the one before.
    const first = (await api.saveList({ list, basedOn: list.updatedAt })).list;
    const second = (await api.saveList({ list: first, basedOn: first.updatedAt })).list;
    expect([list.updatedAt, first.updatedAt, second.updatedAt]).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.001Z', '2026-11-27T10:00:00.002Z']);
    // An editor still based on `first` is refused, though it differs from `second` by one millisecond.
    expect(await dispatch(api, 'saveList', { list: first, basedOn: first.updatedAt })).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: second.updatedAt } });
    clock.at = new Date('2026-11-27T09:00:00.000Z');
    const third = (await api.saveList({ list: second, basedOn: second.updatedAt })).list;
    expect(third.updatedAt).toBe('2026-11-27T10:00:00.003Z');
  });

  it('saves a list deleted elsewhere meanwhile again (the player saved it), and one whose file is broken, keeping a copy', async () => {
    const { api, list } = await created();
    await api.deleteList({ id: list.id });
    const again = (await api.saveList({ list: withEntry(list, 'goblin-minelayer'), basedOn: list.updatedAt })).list;
    expect(await api.openList({ id: list.id })).toEqual(again);
    await writeFile(file(list.id), '{ not json');
    const fixed = (await api.saveList({ list: again, basedOn: again.updatedAt })).list;
    expect(await api.openList({ id: list.id })).toEqual(fixed);
  });

  it('rejects a basedOn that is not a short text as invalid input', async () => {
    const { api, list } = await created();
    expect(await dispatch(api, 'saveList', { list, basedOn: 'x'.repeat(41) })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await dispatch(api, 'saveList', { list, basedOn: 5 })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });
});

describe('saving an event saved elsewhere meanwhile', () => {
  it('refuses a save based on an older version of the event and writes nothing; based on the newer one it saves', async () => {
    const { api, clock } = setup();
    const event = await api.createEvent({ name: 'Cup' });
    const here = await api.openEvent({ id: event.id });
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const saved = (await api.saveEvent({ event: { ...here, place: 'Hall' }, basedOn: here.updatedAt })).event;
    expect(saved.updatedAt).toBe('2026-11-27T10:05:00.000Z');
    const onDisk = await readFile(path.join(dir, 'events', `${event.id}.muster-event`), 'utf8');
    expect(await dispatch(api, 'saveEvent', { event: { ...here, name: 'Stale' }, basedOn: here.updatedAt })).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: saved.updatedAt } });
    expect(await readFile(path.join(dir, 'events', `${event.id}.muster-event`), 'utf8')).toBe(onDisk);
    expect((await api.saveEvent({ event: { ...here, name: 'Mine' }, basedOn: saved.updatedAt })).event.name).toBe('Mine');
  });
});

describe('saving a siege roster saved elsewhere meanwhile', () => {
  it('refuses a save based on an older version of the roster and writes nothing', async () => {
    const { api, clock } = setup();
    const created = await api.createSiege({ name: 'Karak' });
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const saved = (await api.saveSiege({ siege: { ...created, nightBattle: true }, basedOn: created.updatedAt })).siege;
    const file = path.join(dir, 'sieges', `${created.id}.muster-siege`);
    const onDisk = await readFile(file, 'utf8');
    expect(await dispatch(api, 'saveSiege', { siege: { ...created, name: 'Stale' }, basedOn: created.updatedAt })).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: saved.updatedAt } });
    expect(await readFile(file, 'utf8')).toBe(onDisk);
  });
});

describe('saving a league saved elsewhere meanwhile', () => {
  it('refuses a save based on an older version of the league and writes nothing', async () => {
    const { api, clock } = setup();
    const created = await api.createLeague({ name: 'Season' });
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const saved = (await api.saveLeague({ league: { ...created, name: 'Season 2026' }, basedOn: created.updatedAt })).league;
    expect(await dispatch(api, 'saveLeague', { league: { ...created, name: 'Stale' }, basedOn: created.updatedAt })).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: saved.updatedAt } });
    expect((await api.openLeague({ id: created.id })).name).toBe('Season 2026');
  });
});

describe('saving TJOST results saved elsewhere meanwhile', () => {
  const results = { format: 'muster-results' as const, version: 1 as const, player: 'Ann', games: [{ round: 1, opponent: 'Bo', outcome: 'win' as const, pf: 151 }] };

  it('refuses a save based on older results and writes nothing; based on the saved ones, or knowingly, it saves', async () => {
    const { api, clock } = setup();
    const first = (await api.saveResults({ results })).results;
    expect(first.updatedAt).toBe('2026-11-27T10:00:00.000Z');
    // Another window adds game 2, based on what it read.
    const other = (await api.saveResults({ results: { ...first, games: [...first.games, { round: 2, opponent: 'Cy', outcome: 'loss' as const, pf: 40 }] }, basedOn: first.updatedAt })).results;
    expect(other.updatedAt).toBe('2026-11-27T10:00:00.001Z');
    const onDisk = await readFile(path.join(dir, 'tjost-results.json'), 'utf8');
    // This window, still based on the first save, renames the player: refused, nothing written.
    expect(await dispatch(api, 'saveResults', { results: { ...first, player: 'Anna' }, basedOn: first.updatedAt })).toMatchObject({ ok: false, error: { code: 'conflict', savedAt: other.updatedAt } });
    expect(await readFile(path.join(dir, 'tjost-results.json'), 'utf8')).toBe(onDisk);
    expect(await api.listHistory({ doc: { kind: 'results' } })).toHaveLength(2);
    clock.at = new Date('2026-11-27T10:05:00.000Z');
    const replaced = (await api.saveResults({ results: { ...first, player: 'Anna' }, basedOn: other.updatedAt })).results;
    expect(replaced).toMatchObject({ player: 'Anna', updatedAt: '2026-11-27T10:05:00.000Z' });
    expect((await api.getResults({})).results.player).toBe('Anna');
  });

  it('results read from a file without a save time (written by hand) are saved without a check', async () => {
    const { api } = setup();
    await writeFile(path.join(dir, 'tjost-results.json'), JSON.stringify(results));
    const read = await api.getResults({});
    expect(read.results.updatedAt).toBeUndefined();
    expect((await api.saveResults({ results: { ...read.results, player: 'Bo' }, basedOn: read.results.updatedAt })).results.player).toBe('Bo');
  });
});

/** One of the user's Goblin cards, its faction and the file that holds it (the card grid's, the card editor's and the library's tests). */
const goblins = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };
const FACTION = { system: 'confrontation', faction: goblins.id } as const;
const card = (id: string, points = 10): Card => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});
const fileNow = (): string => path.join(dir, 'cards', 'confrontation', 'goblins-no-dan-kar.json');

describe('saving a faction’s cards (the card grid) changed elsewhere meanwhile', () => {

  it('refuses a save based on the version opened when a card was saved into the file since, and writes nothing; based on that version it saves', async () => {
    const { api } = setup();
    const opened = await api.openFactionCards(FACTION);
    expect(opened.version).toBe('');
    const first = await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a')], basedOn: opened.version });
    expect(first).toMatchObject({ saved: true, added: 1 });
    const mine = first.saved ? first.version : '';
    expect(mine).not.toBe('');
    // Another tab's card editor adds a card to the same file.
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b') });
    const onDisk = await readFile(fileNow(), 'utf8');
    const refused = await dispatch(api, 'saveFactionCards', { ...FACTION, cards: [card('my-goblin-a', 12)], basedOn: mine });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const error = refused.ok ? undefined : refused.error;
    expect(Number.isNaN(Date.parse(error?.savedAt ?? ''))).toBe(false);
    expect(error?.version).not.toBe(mine);
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
    expect((await api.openFactionCards(FACTION)).version).toBe(error?.version);
    // Replacing knowingly: based on the version on disk now.
    const replaced = await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a', 12)], basedOn: error?.version });
    expect(replaced).toMatchObject({ saved: true, changed: 1, removed: 1 });
    expect((await api.openFactionCards(FACTION)).cards.map((c) => [c.id, c.points])).toEqual([['my-goblin-a', 12]]);
    expect(await api.listHistory({ doc: { kind: 'cards', ...FACTION } })).toHaveLength(3);
  });

  it('a file created elsewhere after the grid opened an empty faction is not replaced; one deleted elsewhere is written again', async () => {
    const { api } = setup();
    const opened = await api.openFactionCards(FACTION);
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b') });
    expect(await dispatch(api, 'saveFactionCards', { ...FACTION, cards: [card('my-goblin-a')], basedOn: opened.version })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const now = await api.openFactionCards(FACTION);
    await unlink(fileNow());
    expect(await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-c')], basedOn: now.version })).toMatchObject({ saved: true, added: 1 });
    expect((await api.openFactionCards(FACTION)).cards.map((c) => c.id)).toEqual(['my-goblin-c']);
  });

  it('a file changed by hand (another program) is not replaced either', async () => {
    const { api } = setup();
    const saved = await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a')] });
    const text = await readFile(fileNow(), 'utf8');
    await writeFile(fileNow(), text.replace('"points": 10', '"points": 11'));
    expect(await dispatch(api, 'saveFactionCards', { ...FACTION, cards: [], basedOn: saved.saved ? saved.version : '' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await api.openFactionCards(FACTION)).cards[0]?.points).toBe(11);
  });

  it('5 grid saves at once, all based on one version: exactly one is written', async () => {
    const { api } = setup();
    const first = await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a')] });
    const basedOn = first.saved ? first.version : '';
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => dispatch(api, 'saveFactionCards', { ...FACTION, cards: [card('my-goblin-a', 10 + n)], basedOn })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.error.code === 'conflict')).toHaveLength(4);
  });
});

describe('saving one card (the card editor) changed elsewhere meanwhile', () => {
  const save = (api: ReturnType<typeof setup>['api'], c: Card, basedOn?: string, previousId?: string) =>
    dispatch(api, 'saveUserCard', { system: 'confrontation', faction: goblins, card: c, basedOn, ...(previousId ? { previousId } : {}) });

  it('refuses a save based on the card as opened when the card grid changed it since, writes nothing, and saves based on the version on disk', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const opened = await api.openUserCard({ id: 'my-goblin-a' });
    expect(opened?.card).toMatchObject({ id: 'my-goblin-a', points: 10, system: 'confrontation', faction: goblins.id, source: 'user' });
    // Another tab's card grid changes the card.
    const grid = await api.openFactionCards(FACTION);
    await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a', 12)], basedOn: grid.version });
    const onDisk = await readFile(fileNow(), 'utf8');
    const refused = await save(api, card('my-goblin-a', 15), opened?.version);
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const error = refused.ok ? undefined : refused.error;
    expect(Number.isNaN(Date.parse(error?.savedAt ?? ''))).toBe(false);
    expect(error?.version).toBe((await api.openUserCard({ id: 'my-goblin-a' }))?.version);
    expect(error?.version).not.toBe(opened?.version);
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
    expect((await api.getCard({ id: 'my-goblin-a' }))?.points).toBe(12);
    // Replacing knowingly.
    expect(await save(api, card('my-goblin-a', 15), error?.version)).toMatchObject({ ok: true, value: { id: 'my-goblin-a', points: 15 } });
    expect((await api.getCard({ id: 'my-goblin-a' }))?.points).toBe(15);
    // One version per save: the editor's first save, the grid's, the replace (the card is replaced in place, one write).
    expect(await api.listHistory({ doc: { kind: 'cards', ...FACTION } })).toHaveLength(3);
  });

  it('does not count other cards of the same file, nor the order a program wrote its fields in', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const opened = await api.openUserCard({ id: 'my-goblin-a' });
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b'), basedOn: '' });
    // Another program writes the file again with every card's fields in reverse order.
    const text = JSON.parse(await readFile(fileNow(), 'utf8')) as { cards: Record<string, unknown>[] };
    text.cards = text.cards.map((c) => Object.fromEntries(Object.entries(c).reverse()));
    await writeFile(fileNow(), JSON.stringify(text));
    expect((await api.openUserCard({ id: 'my-goblin-a' }))?.version).toBe(opened?.version);
    expect(await save(api, card('my-goblin-a', 11), opened?.version)).toMatchObject({ ok: true, value: { points: 11 } });
    expect((await api.openFactionCards(FACTION)).cards.map((c) => [c.id, c.points])).toEqual([['my-goblin-a', 11], ['my-goblin-b', 10]]);
  });

  it('a card edited by hand or moved to another faction elsewhere is a conflict', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const opened = await api.openUserCard({ id: 'my-goblin-a' });
    await writeFile(fileNow(), (await readFile(fileNow(), 'utf8')).replace('"MOV": 10', '"MOV": 11'));
    expect(await save(api, card('my-goblin-a', 11), opened?.version)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const now = await api.openUserCard({ id: 'my-goblin-a' });
    expect(now?.card.stats).toEqual({ MOV: 11 });
    // Moved to another faction in another tab: still the same card, changed.
    const wolfen = { id: 'wolfen-of-yllia', name: { de: 'Wolfen', en: 'Wolfen' } };
    await api.saveUserCard({ system: 'confrontation', faction: wolfen, card: card('my-goblin-a'), previousId: 'my-goblin-a', basedOn: now?.version });
    expect(await save(api, card('my-goblin-a', 11), now?.version)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await api.getCard({ id: 'my-goblin-a' }))?.faction).toBe('wolfen-of-yllia');
    expect(await api.openUserCard({ id: 'nobody' })).toBeNull();
  });

  it('a card deleted elsewhere is not written again unasked (version \'\'), and is when saved again knowingly', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b'), basedOn: '' });
    const opened = await api.openUserCard({ id: 'my-goblin-a' });
    expect(await api.deleteUserCard({ id: 'my-goblin-a' })).toBe(true);
    const onDisk = await readFile(fileNow(), 'utf8');
    const refused = await save(api, card('my-goblin-a', 13), opened?.version);
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', version: '', message: expect.stringContaining('deleted or renamed elsewhere') } });
    expect(Number.isNaN(Date.parse(refused.ok ? '' : refused.error.savedAt ?? ''))).toBe(false);
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
    expect(await api.getCard({ id: 'my-goblin-a' })).toBeNull();
    // Saved again knowingly: based on '' (no card), as a new card.
    expect(await save(api, card('my-goblin-a', 13), '', 'my-goblin-a')).toMatchObject({ ok: true, value: { id: 'my-goblin-a', points: 13 } });
    expect((await api.openFactionCards(FACTION)).cards.map((c) => [c.id, c.points])).toEqual([['my-goblin-b', 10], ['my-goblin-a', 13]]);
  });

  it('a card renamed in another tab is not saved again under its old id beside the renamed one', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const here = await api.openUserCard({ id: 'my-goblin-a' });
    const there = await api.openUserCard({ id: 'my-goblin-a' });
    // The other tab renames it.
    expect(await save(api, card('my-goblin-renamed', 10), there?.version, 'my-goblin-a')).toMatchObject({ ok: true });
    const onDisk = await readFile(fileNow(), 'utf8');
    // This tab saves an edit under the old id, and then renames it too.
    expect(await save(api, card('my-goblin-a', 12), here?.version, 'my-goblin-a')).toMatchObject({ ok: false, error: { code: 'conflict', version: '' } });
    expect(await save(api, card('my-goblin-other', 12), here?.version, 'my-goblin-a')).toMatchObject({ ok: false, error: { code: 'conflict', version: '' } });
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
    expect((await api.openFactionCards(FACTION)).cards.map((c) => c.id)).toEqual(['my-goblin-renamed']);
  });

  it('a new card whose id another card took meanwhile, and a rename onto another card’s id, are refused without writing', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b', 20), basedOn: '' });
    const onDisk = await readFile(fileNow(), 'utf8');
    expect(await save(api, card('my-goblin-a', 30), '')).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const a = await api.openUserCard({ id: 'my-goblin-a' });
    const renamed = await save(api, card('my-goblin-b', 30), a?.version, 'my-goblin-a');
    expect(renamed).toMatchObject({ ok: false, error: { code: 'failed', message: expect.stringContaining("'my-goblin-b' is taken") } });
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
  });

  it('5 saves at once, all based on one version: exactly one is written', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const basedOn = (await api.openUserCard({ id: 'my-goblin-a' }))?.version;
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => save(api, card('my-goblin-a', 10 + n), basedOn)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.error.code === 'conflict')).toHaveLength(4);
    const written = outcomes.find((o) => o.ok);
    expect((await api.getCard({ id: 'my-goblin-a' }))?.points).toBe(written?.ok ? (written.value as Card).points : -1);
  });
});

describe('deleting one card (the library) changed elsewhere after it was shown', () => {

  it('refuses to delete a card changed since the version shown, writes nothing, and deletes it based on the version on disk', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b'), basedOn: '' });
    const shown = await api.openUserCard({ id: 'my-goblin-a' });
    // Another tab's card grid changes the card.
    const grid = await api.openFactionCards(FACTION);
    await api.saveFactionCards({ ...FACTION, cards: [card('my-goblin-a', 12), card('my-goblin-b')], basedOn: grid.version });
    const onDisk = await readFile(fileNow(), 'utf8');
    const refused = await dispatch(api, 'deleteUserCard', { id: 'my-goblin-a', basedOn: shown?.version });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const now = (await api.openUserCard({ id: 'my-goblin-a' }))?.version;
    expect(refused.ok ? undefined : refused.error.version).toBe(now);
    expect(await readFile(fileNow(), 'utf8')).toBe(onDisk);
    expect(await api.deleteUserCard({ id: 'my-goblin-a', basedOn: now })).toBe(true);
    expect(await api.getCard({ id: 'my-goblin-a' })).toBeNull();
    expect((await api.openFactionCards(FACTION)).cards.map((c) => c.id)).toEqual(['my-goblin-b']);
  });

  it('deletes a card unchanged since it was shown although other cards of its file changed; one deleted elsewhere is not there to delete', async () => {
    const { api } = setup();
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-a'), basedOn: '' });
    const shown = await api.openUserCard({ id: 'my-goblin-a' });
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin-b'), basedOn: '' });
    expect(await api.deleteUserCard({ id: 'my-goblin-a', basedOn: shown?.version })).toBe(true);
    expect(await api.deleteUserCard({ id: 'my-goblin-a', basedOn: shown?.version })).toBe(false);
    expect(await dispatch(api, 'deleteUserCard', { id: 'my-goblin-b', basedOn: 'x'.repeat(101) })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect((await api.openFactionCards(FACTION)).cards.map((c) => c.id)).toEqual(['my-goblin-b']);
  });
});

