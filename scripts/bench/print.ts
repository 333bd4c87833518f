/**
 * Print benchmark: `print-all-40` renders every document for a 40-entry list of the shipped
 * Confrontation cards (budget: median < 1.5 s, PDF < 2 MB, reported as `bytes`);
 * `print-templates` renders one page of dispersion templates (budget < 150 ms);
 * `print-all-400` renders every document for 400 entries (budget < 250 ms).
 */
import type { DbCard } from '../../core/model/card';
import type { ArmyList, Entry } from '../../core/model/list';
import { renderPrintJob } from '../../main/print/engine';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../main/services/card-db';
import { measure, report, type BenchResult } from './harness';

/** A 40-entry list cycling through the shipped cards; machines get crew, vehicles passengers, items bearers. */
export function benchList(cards: readonly DbCard[], size = 40): ArmyList {
  const entries: Entry[] = [];
  let machine: string | undefined;
  let vehicle: string | undefined;
  let bearer: string | undefined;
  for (let i = 0; i < size; i++) {
    const card = cards[i % cards.length];
    if (!card) break;
    const id = `e${i + 1}`;
    const entry: Entry = { id, cardId: card.id, count: 1 + (i % 3), assignments: [] };
    const wm = card.warMachine;
    if (wm?.mobility === 'immobile') machine = id;
    else if (card.abilities.some((a) => a.id === 'transport')) vehicle = id;
    else if (card.kind === 'fighter') {
      if (machine && card.size === 'small') entry.assignments.push({ type: 'crew', machine, role: 'servant' });
      else if (vehicle && card.size === 'normal') entry.assignments.push({ type: 'aboard', vehicle });
      bearer ??= id;
    } else if (card.kind !== 'war-machine' && bearer) {
      entry.assignments.push({ type: 'bearer', bearer });
      entry.count = 1;
    }
    if (i % 5 === 0) entry.note = `Notiz ${i + 1}: Aufstellung links hinter dem Hügel`;
    entries.push(entry);
  }
  return {
    format: 'muster-list',
    version: 2,
    id: `bench-print-${size}`,
    name: `Druck-Bench ${size}`,
    system: 'confrontation',
    faction: cards[0]?.faction ?? 'bench',
    pointsLimit: 2000,
    kind: 'standard',
    player: 'Bench',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    entries,
  };
}

export async function run(options: { n?: number } = {}): Promise<BenchResult[]> {
  const resourcesDir = defaultResourcesDir();
  const { db } = await loadCardDatabase([shippedCardsDir(resourcesDir)]);
  const cards = db.all().filter((c) => c.system === 'confrontation');
  const list = benchList(cards);
  const deps = { lookup: db, resourcesDir, now: new Date('2025-01-01T00:00:00Z') };
  const all = { documents: ['all' as const], paper: 'a4' as const, lang: 'de' as const, list };
  const bytes = (await renderPrintJob(all, deps)).length;
  const allResult = await measure('print-all-40', options.n ?? 20, () => renderPrintJob(all, deps));
  const templates = { documents: ['templates' as const], paper: 'a4' as const, lang: 'en' as const, options: { diameters: [100] } };
  const templateResult = await measure('print-templates', options.n ?? 50, () => renderPrintJob(templates, deps));
  const big = { ...all, list: benchList(cards, 400) };
  const bigBytes = (await renderPrintJob(big, deps)).length;
  const bigResult = await measure('print-all-400', options.n === undefined ? 10 : Math.max(1, Math.round(options.n / 2)), () => renderPrintJob(big, deps), options.n === undefined ? 2 : 0);
  return [
    { ...allResult, entries: list.entries.length, bytes },
    { ...bigResult, entries: 400, bytes: bigBytes, budget_ms: 250 },
    { ...templateResult, pages: 1 },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await run()) report(r);
}
