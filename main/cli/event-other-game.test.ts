import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTotals } from '../../core/list/totals';
import type { ArmyList } from '../../core/model/list';
import { loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { runCli } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
const RESOURCES = path.resolve(import.meta.dirname, '../../resources');

interface CheckJson {
  players: { name: string; points: number }[];
}

/**
 * An event file holding a list of another game (an older file; registration now refuses such a
 * list): `event check` shows its points as the app does, from that game's cards, not 0 AP.
 */
describe('muster event: an event holding a list of another game', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-other-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("check: the list's points come from its game's cards", async () => {
    const cli = (...args: string[]) => runCli(args, dir);
    await cli('event', 'new', 'cup.muster-event', '--name', 'Cup', '--seed', '7');
    const selection = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-selection.muster'), 'utf8')) as { player?: string };
    for (const player of ['Ann', 'Ben']) await writeFile(path.join(dir, `${player}.muster`), JSON.stringify({ ...selection, player }));
    expect((await cli('event', 'add', 'cup.muster-event', 'Ann.muster', 'Ben.muster')).code).toBe(0);

    // Ben's list becomes an Old World list, as an older event file may hold.
    const oldworld = JSON.parse(await readFile(path.join(SAMPLES, 'oldworld.battle-march.muster'), 'utf8')) as ArmyList;
    const file = path.join(dir, 'cup.muster-event');
    const event = JSON.parse(await readFile(file, 'utf8')) as { players: { name: string; faction: string; list: unknown }[] };
    const ben = event.players.find((p) => p.name === 'Ben');
    if (!ben) throw new Error('Ben is not registered');
    ben.list = oldworld;
    ben.faction = oldworld.faction;
    await writeFile(file, JSON.stringify(event));

    const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES, 'oldworld')]);
    const points = listTotals(oldworld, db).points;
    expect(points).toBeGreaterThan(0);

    const check = await cli('event', 'check', 'cup.muster-event', '--format', 'json', '--no-user-cards');
    const report = JSON.parse(check.out) as CheckJson;
    expect(report.players.find((p) => p.name === 'Ben')).toMatchObject({ points });
    // Ann's Confrontation list is reported as before.
    expect(report.players.find((p) => p.name === 'Ann')).toMatchObject({ points: 400 });
  });
});
