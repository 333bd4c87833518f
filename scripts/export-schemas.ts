import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cardFileSchema } from '../core/model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../core/model/card-terms';
import { LIST_FILE_FORMAT, LIST_FILE_VERSION, armyListSchema } from '../core/model/list';
import { SIEGE_FILE_FORMAT, SIEGE_FILE_VERSION } from '../core/systems/oldworld/siege/format';
import { siegeRosterSchema } from '../core/systems/oldworld/siege/model';
import { RESULTS_FILE_FORMAT, RESULTS_FILE_VERSION, resultsFileSchema } from '../core/systems/confrontation/tjost/results';
import { EVENT_FILE_FORMAT, EVENT_FILE_VERSION, eventFileSchema } from '../core/systems/confrontation/tjost/organiser/event';
import { LEAGUE_FILE_FORMAT, LEAGUE_FILE_VERSION, leagueFileSchema } from '../core/systems/confrontation/tjost/organiser/league';
import { PACK_FORMAT, PACK_VERSION, factionPackSchema } from '../core/db/faction-pack';
import { SETTINGS_FILE_FORMAT, SETTINGS_FILE_VERSION, settingsSchema } from '../core/model/settings';
import { EVENT_RESULTS_FORMAT, EVENT_RESULTS_VERSION, eventResultsFileSchema } from '../core/systems/confrontation/tjost/organiser/event-results';
import { safeWrite } from '../main/services/safe-write';

/**
 * Exports the zod schemas of Muster's file formats as JSON Schema (draft 2020-12) into
 * resources/schema, for editors and for people who write card files by hand. The schemas
 * describe what a file may contain (defaults may be left out). Run after changing a schema:
 *   node --import tsx scripts/export-schemas.ts
 */

/** Schema ids are names, not addresses: nothing is fetched from the network. */
const SCHEMA_ID_PREFIX = 'urn:muster:schema:';

interface Exported {
  file: string;
  schema: z.ZodType;
  title: string;
  description: string;
}

const EXPORTS: Exported[] = [
  {
    file: `${CARD_FILE_FORMAT}.v${CARD_FILE_VERSION}.schema.json`,
    schema: cardFileSchema,
    title: 'Muster card file',
    description: 'The cards of one faction of one game system. See docs/data-format.md.',
  },
  {
    file: `${LIST_FILE_FORMAT}.v${LIST_FILE_VERSION}.schema.json`,
    schema: armyListSchema,
    title: 'Muster army list file',
    description: 'One army list: system, faction, points limit and entries with their assignments.',
  },
  {
    file: `${SIEGE_FILE_FORMAT}.v${SIEGE_FILE_VERSION}.schema.json`,
    schema: siegeRosterSchema,
    title: 'Muster siege roster file',
    description: 'A Warhammer: The Old World siege: fortress, defence devices, siege equipment, garrison and the linked army lists. See docs/data-format.md.',
  },
  {
    file: `${RESULTS_FILE_FORMAT}.v${RESULTS_FILE_VERSION}.schema.json`,
    schema: resultsFileSchema,
    title: 'Muster TJOST results file',
    description: "One player's TJOST games: outcome, PF each side, mission and the round it was fulfilled in. See docs/data-format.md.",
  },
  {
    file: `${EVENT_FILE_FORMAT}.v${EVENT_FILE_VERSION}.schema.json`,
    schema: eventFileSchema,
    title: 'Muster TJOST event file',
    description: 'A TJOST tournament run by an organiser: players with their selection lists and checks, rounds with pairings, tables and results. See docs/organiser.md.',
  },
  {
    file: `${LEAGUE_FILE_FORMAT}.v${LEAGUE_FILE_VERSION}.schema.json`,
    schema: leagueFileSchema,
    title: 'Muster TJOST league file',
    description: "A league season: the results of the events it collects; the table counts each player's best games. See docs/organiser.md.",
  },
  {
    file: `${PACK_FORMAT}.v${PACK_VERSION}.schema.json`,
    schema: factionPackSchema,
    title: 'Muster faction pack',
    description: "One faction's own cards as one file to share. See docs/data-format.md, \"Faction packs\".",
  },
  {
    file: `${EVENT_RESULTS_FORMAT}.v${EVENT_RESULTS_VERSION}.schema.json`,
    schema: eventResultsFileSchema,
    title: 'Muster TJOST event results file',
    description: "An event's final standings with every player's games, as exported for a league season (muster event export). See docs/organiser.md.",
  },
  {
    file: `${SETTINGS_FILE_FORMAT}.v${SETTINGS_FILE_VERSION}.schema.json`,
    schema: settingsSchema,
    title: 'Muster settings file',
    description: 'settings.json in the user data folder: language, paper, default folder and player name. See docs/data-format.md, "Settings".',
  },
];

/** File name -> file text of every exported schema. */
export function exportSchemas(): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of EXPORTS) {
    const { $schema, ...rest } = z.toJSONSchema(e.schema, { io: 'input', target: 'draft-2020-12' });
    const doc = { $schema, $id: SCHEMA_ID_PREFIX + e.file.replace(/\.schema\.json$/, ''), title: e.title, description: e.description, ...rest };
    out.set(e.file, JSON.stringify(doc, null, 2) + '\n');
  }
  return out;
}

export function schemaDir(): string {
  return fileURLToPath(new URL('../resources/schema/', import.meta.url));
}

export async function writeSchemas(dir = schemaDir()): Promise<string[]> {
  const written: string[] = [];
  for (const [file, text] of exportSchemas()) {
    const target = path.join(dir, file);
    await safeWrite(target, text);
    written.push(target);
  }
  return written;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  for (const file of await writeSchemas()) process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
