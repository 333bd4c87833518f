import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { cardsToCsv } from '../../core/db/cards-csv';
import { packText } from './data-pack';
import type { CardDatabase } from '../../core/db/database';
import type { LoadProblem } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { DbCard } from '../../core/model/card';
import { SYSTEM_IDS, type Lang } from '../../core/model/system';
import { oneOf, parseCommandArgs, langOption } from './args';
import { userCardsDir } from '../services/paths';
import { CARD_OPTIONS, cardFolders, cardOptionsHelp, loadCommandCards, type CardRequest } from './card-sources';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';
import { formatTable } from './table';
import { helpText } from './help';

/** The --help of `muster cards` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'cards', { cardOptions: cardOptionsHelp(18, lang) });

const FORMATS = ['text', 'json', 'csv', 'pack'] as const;

/** What the command needs from outside; tests may replace where the cards come from. */
export interface CardsDeps {
  loadCards(request: CardRequest): Promise<{ db: CardDatabase; problems: LoadProblem[] }>;
}

export const defaultDeps: CardsDeps = { loadCards: loadCommandCards };

/** Why a --db folder cannot be used, or undefined when it can. */
async function unreadableFolder(dir: string): Promise<string | undefined> {
  try {
    if (!(await stat(dir)).isDirectory()) return 'not a folder';
    await readdir(dir);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such folder';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    return err instanceof Error ? err.message : String(err);
  }
}

const HEADERS: Record<Lang, string[]> = {
  en: ['ID', 'NAME', 'FACTION', 'KIND', 'POINTS', 'SOURCE'],
  de: ['ID', 'NAME', 'FRAKTION', 'ART', 'PUNKTE', 'QUELLE'],
};

function table(cards: DbCard[], db: CardDatabase, lang: Lang): string {
  const factionNames = new Map(db.factions().map((f) => [`${f.system}/${f.id}`, f.name[lang]]));
  const h = HEADERS[lang];
  return formatTable(cards, [
    { header: h[0]!, value: (c) => c.id },
    { header: h[1]!, value: (c) => c.name[lang] },
    { header: h[2]!, value: (c) => factionNames.get(`${c.system}/${c.faction}`) ?? c.faction },
    { header: h[3]!, value: (c) => c.kind },
    { header: h[4]!, value: (c) => String(c.points), right: true },
    { header: h[5]!, value: (c) => c.source },
  ]);
}

/** Where the cards were read from, for a faction not found (a faction of your own may be in another user data folder). */
function factionHint(folders: CardRequest): string {
  const yours = folders.userDataDir === undefined ? 'your own cards were left out (--no-user-cards)' : `your own cards were read from ${userCardsDir(folders.userDataDir)}`;
  return `searched the shipped cards; ${yours}${folders.db.length ? `; --db ${folders.db.join(', ')}` : ''}`;
}

function where(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

export async function runCards(argv: string[], io: CliIO, deps: CardsDeps = defaultDeps): Promise<number> {
  const { values } = parseCommandArgs(
    argv,
    {
      system: { type: 'string' },
      faction: { type: 'string' },
      search: { type: 'string' },
      ...CARD_OPTIONS,
      format: { type: 'string' },
      lang: { type: 'string' },
    },
    false,
  );
  const format = oneOf('format', values.format, FORMATS, 'text');
  const lang = langOption(values.lang, io);
  const system = values.system === undefined ? undefined : oneOf('system', values.system, SYSTEM_IDS, 'confrontation');

  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    const why = await unreadableFolder(dir);
    if (why) {
      io.stderr(`muster cards: cannot read card folder ${dir}: ${why}\n`);
      return EXIT_USAGE;
    }
  }

  const { db, problems } = await deps.loadCards({ ...folders, system });
  for (const p of problems) io.stderr(`${formatProblem({ ...p, file: where(p.file, io.cwd) })}\n`);

  if (values.faction !== undefined && !db.factions(system).some((f) => f.id === values.faction)) {
    const known = db.factions(system).map((f) => f.id);
    io.stderr(`muster cards: no faction '${values.faction}'${system ? ` in ${system}` : ''}; known: ${known.join(', ') || 'none'}\n`);
    io.stderr(`muster cards: ${factionHint(folders)}\n`);
    return EXIT_USAGE;
  }

  if (format === 'pack') {
    const faction = db.factions(system).find((f) => f.id === values.faction);
    if (!system || !faction) {
      io.stderr(`muster cards: ${translate(lang, 'cliArgs.cards.pack')}\n`);
      return EXIT_USAGE;
    }
    // Importing a pack replaces the faction's own cards: a pack of some of them would remove the others.
    if (values.search !== undefined) {
      io.stderr(`muster cards: ${translate(lang, 'cliArgs.cards.packSearch')}\n`);
      return EXIT_USAGE;
    }
    // A pack is the faction's own cards (docs/data-format.md, "Faction packs"), as the app's Export
    // pack makes it: the shipped cards are not the user's to share, and imported as theirs would hide
    // the shipped ones (and every later correction of them).
    const own = db.query({ system, faction: faction.id, source: 'user' });
    if (own.length === 0) {
      io.stderr(`muster cards: ${translate(lang, 'cli.cards.packNone', { name: faction.name[lang], faction: faction.id, system })}\n`);
      io.stderr(`muster cards: ${factionHint(folders)}\n`);
      return EXIT_FAILED;
    }
    io.stdout(packText(system, { id: faction.id, name: faction.name }, own));
    return EXIT_OK;
  }
  const cards = db.query({ system, faction: values.faction, text: values.search });
  if (format === 'json') {
    io.stdout(JSON.stringify(cards, null, 2) + '\n');
    return EXIT_OK;
  }
  if (format === 'csv') {
    const factions = new Map(db.factions().map((f) => [`${f.system}/${f.id}`, f.name]));
    io.stdout(cardsToCsv(cards, (sys, id) => factions.get(`${sys}/${id}`)));
    return EXIT_OK;
  }
  if (cards.length === 0) {
    io.stdout(translate(lang, 'cli.cards.none') + '\n');
    return EXIT_OK;
  }
  io.stdout(table(cards, db, lang));
  io.stdout(`\n${translate(lang, 'cli.cards.count', { count: cards.length })}\n`);
  return EXIT_OK;
}

export const command: CliCommand = {
  summary: 'cards',
  usage,
  run: (argv, io) => runCards(argv, io),
};
