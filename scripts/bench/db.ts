import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCardDatabase } from '../../main/services/card-db';
import { CardDatabase, type LoadedCardFile } from '../../core/db/database';
import { parseCardFile, validateCardFile } from '../../core/db/load';
import { writeCheckedFiles } from '../../main/services/checked-cards';
import { measure, report, type BenchResult } from './harness';

/**
 * Card database figures: `load-5000` parses and builds a database of 5,000 generated cards
 * from JSON text (10 files of 500 cards); `search-5000` runs one free-text search over it.
 * Budgets (from the issue): load under 300 ms, search under 10 ms.
 * `load-50000` loads 50,000 generated cards (10 files of 5,000) from a shipped card folder on
 * disk the way the app starts (read, check, build): budget under 400 ms; `load-50000-user` the
 * same files from a user's folder the first time (every card checked; no budget), and
 * `load-50000-user-checked` at a later start, with the app's record of checked files (no budget).
 */

const WORDS = ['Wächter', 'Krieger', 'Schütze', 'Reiter', 'Golem', 'Priester', 'Kanone', 'Balliste', 'Späher', 'Fürst'];
const EN = ['Guardian', 'Warrior', 'Marksman', 'Rider', 'Golem', 'Priest', 'Cannon', 'Ballista', 'Scout', 'Lord'];
const PLACES = ['Tir-Nâ-Bor', 'No-Dan-Kar', 'Akkylannie', 'Mid-Nor', 'Dirz'];

function generatedCard(i: number): Record<string, unknown> {
  const w = i % WORDS.length;
  const place = PLACES[i % PLACES.length]!;
  const card: Record<string, unknown> = {
    id: `gen-card-${i}`,
    kind: i % 10 === 6 || i % 10 === 7 ? 'war-machine' : 'fighter',
    name: { de: `${WORDS[w]} ${i} von ${place}`, en: `${EN[w]} ${i} of ${place}` },
    source: 'sample',
    points: 5 + (i % 90),
    rank: i % 3 === 0 ? { de: 'Regulär', en: 'Regular' } : { de: 'Veteran', en: 'Veteran' },
    size: ['small', 'normal', 'large', 'very-large'][i % 4],
    stats: { MOV: 10, INI: i % 6, ATT: 3, STR: 4, DEF: 3, RES: 5, AIM: i % 5, COU: 4, DIS: i % 4 },
    abilities: i % 4 === 0 ? [{ id: 'mechanic', value: 4 }] : [{ id: `skill-${i % 17}`, name: { de: `Fertigkeit ${i % 17}`, en: `Skill ${i % 17}` } }],
  };
  if (card.kind === 'war-machine') {
    card.warMachine = {
      mobility: 'immobile', weight: 8, structurePoints: 4, crew: 2, servants: [`gen-card-${i + 1}`],
      substitute: [{ stat: 'AIM', min: 3 }], artillery: { class: 'light', kind: 'zone', templateDiameterMm: 70 },
    };
  }
  return card;
}

/** JSON texts of `files` card files holding `total` cards altogether. */
export function generatedCardFiles(total = 5000, files = 10): { name: string; text: string }[] {
  const per = Math.ceil(total / files);
  const out: { name: string; text: string }[] = [];
  for (let f = 0; f < files; f++) {
    const cards = [];
    for (let i = f * per; i < Math.min(total, (f + 1) * per); i++) cards.push(generatedCard(i));
    const faction = { id: `gen-faction-${f}`, name: { de: `Fraktion ${f}`, en: `Faction ${f}` } };
    out.push({ name: `gen-${f}.json`, text: JSON.stringify({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards }) });
  }
  return out;
}

export function loadGenerated(texts: { name: string; text: string }[]): CardDatabase {
  const loaded: LoadedCardFile[] = [];
  for (const t of texts) {
    const parsed = parseCardFile(t.text, t.name);
    if (parsed.file) loaded.push({ path: t.name, file: parsed.file });
  }
  return CardDatabase.build(loaded).db;
}

/** `large: false` leaves out the 50,000-card figures (seconds of work; the unit test of the bench does). */
export async function run(options: { n?: number; large?: boolean } = {}): Promise<BenchResult[]> {
  const n = options.n ?? 20;
  const texts = generatedCardFiles();
  const db = loadGenerated(texts);
  if (db.size !== 5000) throw new Error(`expected 5000 cards, got ${db.size}`);
  let hits = 0;
  const load = await measure('load-5000', n, () => loadGenerated(texts));
  const search = await measure('search-5000', n * 10, () => {
    hits = db.query({ text: 'wachter tir-na-bor' }).length;
  });
  const big = options.large === false ? [] : await load50000(Math.max(5, Math.round(n / 2)));
  return [{ ...load, cards: db.size }, { ...search, cards: db.size, hits }, ...big];
}

/**
 * 50,000 cards from a shipped folder on disk, as the app loads them at start: the files as the
 * schema makes them, listed as checked by `npm run check:cards` (as the build does for shipped
 * data). `load-50000-user` loads the same files as a user's folder, with every card checked.
 */
async function load50000(n: number): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-db-'));
  try {
    const cards = path.join(dir, 'confrontation');
    await fs.mkdir(cards, { recursive: true });
    for (const f of generatedCardFiles(50000, 10)) {
      const checked = validateCardFile(JSON.parse(f.text), f.name).file;
      await fs.writeFile(path.join(cards, f.name), JSON.stringify(checked));
    }
    const { listed } = await writeCheckedFiles(dir);
    let size = 0;
    const shipped = await measure('load-50000', n, async () => {
      size = (await loadCardDatabase([dir])).db.size;
    }, 2);
    if (size !== 50000) throw new Error(`expected 50000 cards, got ${size}`);
    const user = await measure('load-50000-user', Math.max(3, Math.round(n / 3)), async () => {
      size = (await loadCardDatabase([path.join(dir, 'none'), dir])).db.size;
    }, 1);
    // The same user folder at a later start: the app's record lists its files as checked and clean.
    const record = { file: path.join(dir, 'checked-cards.sha256'), stamp: 'bench' };
    await loadCardDatabase([path.join(dir, 'none'), dir], { record });
    let inFull = -1;
    const userChecked = await measure('load-50000-user-checked', n, async () => {
      const loaded = await loadCardDatabase([path.join(dir, 'none'), dir], { record });
      size = loaded.db.size;
      inFull = loaded.checkedInFull;
    }, 2);
    if (size !== 50000 || inFull !== 0) throw new Error(`expected 50000 cards loaded unchecked, got ${size} (${inFull} files checked in full)`);
    return [
      { ...shipped, cards: size, checked_files: listed.length, budget_ms: 400 },
      { ...user, cards: size },
      { ...userChecked, cards: size, checked_files: 10 },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) for (const r of await run()) report(r);
