import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fullArbitrary, recordPaths, schemaKeyPaths, valueKeyPaths } from '../../core/files/test-support/schema-arbitrary';
import { factionPackSchema, parsePack, type FactionPack } from '../../core/db/faction-pack';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardFileSchema, type CardFile } from '../../core/model/card';
import { eventResultsFileSchema, parseEventResultsFile, serializeEventResults, type EventResultsFile } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { armyListSchema, type ArmyList, type Assignment } from '../../core/model/list';
import { settingsSchema, type Settings } from '../../core/model/settings';
import { siegeRosterSchema, type SiegeRoster } from '../../core/systems/oldworld/siege/model';
import { resultsFileSchema, type ResultsFile } from '../../core/systems/confrontation/tjost/results';
import { eventFileSchema, type EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { leagueFileSchema, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { createEventStore, createLeagueStore } from './event-store';
import { createListStore } from './list-store';
import { createResultsStore } from './results-store';
import { createSettingsStore } from './settings-store';
import { createSiegeStore } from './siege-store';
import { createUserCards } from './user-cards';

/**
 * Save → load is the identity for every file format, with every optional field of its schema
 * set (the samples are generated from the schemas themselves, so a new field is covered the
 * moment it is added). Generated documents are first made consistent (unique ids, references
 * that point at something) the way the app makes them; then each field path the schema
 * defines must still be there after loading, and a second save → load changes nothing.
 */

const RUNS = 25;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-roundtrip-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every key path the schema defines must appear in at least one of the loaded samples. */
function expectAllFields(schema: z.ZodType, samples: unknown[], exempt: readonly string[] = []): void {
  const records = recordPaths(schema);
  const seen = new Set<string>();
  for (const s of samples) for (const p of valueKeyPaths(s, records)) seen.add(p);
  const missing = [...schemaKeyPaths(schema)].filter((p) => !seen.has(p) && !exempt.includes(p));
  expect(missing, 'fields of the schema that did not survive save → load').toEqual([]);
}

/** A list as the app makes it: entry ids eN, assignments that point at another entry, one per kind. */
function consistentList(raw: ArmyList): ArmyList {
  const entries = raw.entries.map((e, i) => ({ ...e, id: `e${i + 1}` }));
  const n = entries.length;
  const withAssignments = entries.map((e, i) => {
    const target = `e${((i + 1) % n) + 1}`;
    if (n < 2) return { ...e, assignments: [] };
    const byType = new Map<string, Assignment>();
    for (const a of e.assignments) {
      const fixed: Assignment = a.type === 'crew' ? { ...a, machine: target } : a.type === 'aboard' ? { ...a, vehicle: target } : { ...a, bearer: target };
      byType.set(a.type, fixed);
    }
    return { ...e, assignments: [...byType.values()] };
  });
  // Lists in the user's folder are named by their id, which the app keeps file-name safe.
  const id = raw.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return { ...raw, id, entries: withAssignments, lastEntryNumber: Math.max(raw.lastEntryNumber ?? 0, n) };
}

const safeId = (id: string): string => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'x';

/** An event as the organiser makes it: player ids p1…pn, rounds 1, 2, 3 …, pairings of distinct registered players on distinct tables. */
function consistentEvent(raw: EventFile): EventFile {
  const players = raw.players.map((p, i) => ({ ...p, id: `p${i + 1}` }));
  const n = players.length;
  const rounds = n < 2 ? [] : raw.rounds.map((r, ri) => {
    const pairs = Math.min(r.pairings.length, Math.floor(n / 2));
    const pairings = r.pairings.slice(0, pairs).map((p, t) => ({ ...p, table: t + 1, a: `p${2 * t + 1}`, b: `p${2 * t + 2}` }));
    const { bye: _b, ...rest } = r;
    return { ...rest, number: ri + 1, pairings, ...(r.bye !== undefined && 2 * pairs < n ? { bye: `p${n}` } : {}) };
  });
  return { ...raw, id: safeId(raw.id), players, rounds, lastPlayerNumber: Math.max(raw.lastPlayerNumber ?? 0, n) };
}

const listArbitrary = (fullArbitrary(armyListSchema) as fc.Arbitrary<ArmyList>).map(consistentList).filter((l) => armyListSchema.safeParse(l).success);

// Property tests over whole schemas with a save and a load per run: room for a busy machine.
describe('every field survives save → load', { timeout: 120_000 }, () => {
  it('lists (group, note, options, assignments, kind, selection link, player, ...)', async () => {
    const store = createListStore(path.join(dir, 'lists-case'));
    const loaded: ArmyList[] = [];
    await fc.assert(
      fc.asyncProperty(listArbitrary, async (list) => {
        const saved = await store.save(list);
        const back = await store.open(list.id);
        expect(back).toEqual(saved);
        expect(await store.open((await store.save(back)).id)).toEqual({ ...back, updatedAt: expect.any(String) as unknown as string });
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(armyListSchema, loaded);
  });

  it('siege rosters (fortress, devices, equipment, garrison, linked and embedded lists)', async () => {
    const root = path.join(dir, 'sieges-case');
    const store = createSiegeStore(root, createListStore(root));
    const consistent = (r: SiegeRoster): SiegeRoster => {
      // Rodell belongs to walls and storeys to towers (the editor offers each only there).
      const elements = r.fortress.elements.map((e, i) => {
        const { rodell, storeys, ...rest } = e;
        return { ...rest, id: `w${i + 1}`, ...(e.kind === 'wall' ? { rodell } : { storeys }) };
      });
      const ids = elements.map((e) => e.id);
      const pick = (i: number): string => ids[i % Math.max(1, ids.length)] ?? 'w1';
      const side = (s: SiegeRoster['attacker']) => (s ? { ...s, ...(s.list ? { list: consistentList(s.list) } : {}) } : s);
      return {
        ...r,
        id: r.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64),
        attacker: side(r.attacker),
        defender: side(r.defender),
        fortress: { elements, ...(ids.length ? { gatehouse: pick(0) } : {}) },
        devices: ids.length ? r.devices.map((d, i) => ({ ...d, id: `d${i + 1}`, element: pick(i) })) : [],
        equipment: r.equipment.map((q, i) => ({ ...q, id: `q${i + 1}` })),
        garrison: ids.length ? r.garrison.map((o, i) => ({ entry: `e${i + 1}`, element: pick(i) })) : [],
      };
    };
    const arb = (fullArbitrary(siegeRosterSchema) as fc.Arbitrary<SiegeRoster>).map(consistent).filter((r) => siegeRosterSchema.safeParse(r).success);
    const loaded: SiegeRoster[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (roster) => {
        const saved = await store.save(roster);
        const back = await store.version(roster.id, (await store.history(roster.id))[0]!.version);
        expect(back).toEqual(saved);
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(siegeRosterSchema, loaded);
  });

  it('TJOST results', async () => {
    const store = createResultsStore(path.join(dir, 'results-case'));
    const arb = (fullArbitrary(resultsFileSchema) as fc.Arbitrary<ResultsFile>).filter((r) => resultsFileSchema.safeParse(r).success);
    const loaded: ResultsFile[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (results) => {
        const saved = await store.save(results);
        // Everything the player entered comes back; only the save time is the store's.
        expect(saved).toEqual({ ...resultsFileSchema.parse(results), updatedAt: saved.updatedAt });
        const back = await store.read();
        expect(back).toEqual({ results: saved, problem: null });
        loaded.push(back.results);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(resultsFileSchema, loaded);
  });

  it('TJOST events (players with lists and checks, rounds, pairings, results, settings)', async () => {
    const store = createEventStore(path.join(dir, 'event-case'));
    const arb = (fullArbitrary(eventFileSchema) as fc.Arbitrary<EventFile>).map(consistentEvent).filter((e) => eventFileSchema.safeParse(e).success);
    const loaded: EventFile[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (event) => {
        const saved = await store.save(event);
        const back = await store.read(event.id);
        expect(back).toEqual(eventFileSchema.parse(saved));
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(eventFileSchema, loaded);
  });

  it('TJOST leagues', async () => {
    const store = createLeagueStore(path.join(dir, 'league-case'));
    const arb = (fullArbitrary(leagueFileSchema) as fc.Arbitrary<LeagueFile>)
      .map((l) => ({ ...l, id: safeId(l.id), events: l.events.map((e, i) => ({ ...e, event: { ...e.event, id: `ev${i}` } })) }))
      .filter((l) => leagueFileSchema.safeParse(l).success);
    const loaded: LeagueFile[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (league) => {
        const saved = await store.save(league);
        const back = await store.read(league.id);
        expect(back).toEqual(leagueFileSchema.parse(saved));
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(leagueFileSchema, loaded);
  });

  it('settings', async () => {
    const store = createSettingsStore(path.join(dir, 'settings-case'), 'en');
    const arb = fullArbitrary(settingsSchema) as fc.Arbitrary<Settings>;
    const loaded: Settings[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (settings) => {
        const { format: _f, version: _v, ...patch } = settings;
        expect(await store.update(patch)).toEqual(settings);
        const back = await store.read();
        expect(back).toEqual(settings);
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(settingsSchema, loaded);
  });

  it('card files (every card field, user cards)', async () => {
    const root = path.join(dir, 'cards-case');
    const cards = createUserCards(root);
    const arb = (fullArbitrary(cardFileSchema) as fc.Arbitrary<CardFile>)
      .map((f) => ({ ...f, cards: f.cards.map((c, i) => ({ ...c, id: `card-${i}`, source: 'user' as const })) }))
      .filter((f) => cardFileSchema.safeParse(f).success);
    const loaded: CardFile[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async (file) => {
        const id = `${file.system}/${file.faction.id}`;
        await cards.write(id, file);
        const back = await cards.read(id);
        expect(back).toEqual(cardFileSchema.parse(file));
        loaded.push(back);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(cardFileSchema, loaded);
  });

  it('faction packs (every card field, the export time)', () => {
    const arb = (fullArbitrary(factionPackSchema) as fc.Arbitrary<FactionPack>)
      .map((p) => ({ ...p, cards: p.cards.map((c, i) => ({ ...c, id: `card-${i}`, source: 'user' as const })) }))
      .filter((p) => factionPackSchema.safeParse(p).success);
    const loaded: FactionPack[] = [];
    fc.assert(
      fc.property(arb, (pack) => {
        const back = parsePack(serializeWithSchema(factionPackSchema, pack), 'p.muster-pack.json');
        expect(back.problems).toEqual([]);
        expect(back.pack).toEqual(factionPackSchema.parse(pack));
        loaded.push(back.pack!);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(factionPackSchema, loaded);
  });

  it('TJOST event results (standings and every game, for a league)', () => {
    const arb = (fullArbitrary(eventResultsFileSchema) as fc.Arbitrary<EventResultsFile>).filter((r) => eventResultsFileSchema.safeParse(r).success);
    const loaded: EventResultsFile[] = [];
    fc.assert(
      fc.property(arb, (results) => {
        const back = parseEventResultsFile(serializeEventResults(results), 'cup-results.json');
        expect(back.problems).toEqual([]);
        expect(back.results).toEqual(eventResultsFileSchema.parse(results));
        loaded.push(back.results!);
      }),
      { numRuns: RUNS },
    );
    expectAllFields(eventResultsFileSchema, loaded);
  });
});
