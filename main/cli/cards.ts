import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { cardsToCsv } from '../../core/db/cards-csv';
import { packText } from './data-pack';
import type { CardDatabase } from '../../core/db/database';
import type { LoadProblem } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { DbCard } from '../../core/model/card';
import { SYSTEM_IDS, type Lang } from '../../core/model/system';
import { oneOf, parseCommandArgs, langOption } from './args';
import { userCardsDir } from '../services/paths';
import { reasonText } from '../services/read-reasons';
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

/** Why a --db folder cannot be used, in `lang` (`cli.read.folder.*` or a file problem's text), or undefined when it can. */
async function unreadableFolder(dir: string, lang: Lang): Promise<string | undefined> {
  try {
    if (!(await stat(dir)).isDirectory()) return translate(lang, 'cli.read.folder.notFolder');
    await readdir(dir);
    return undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return translate(lang, 'cli.read.folder.missing');
    return reasonText(err, lang, dir);
  }
}

function table(cards: DbCard[], db: CardDatabase, lang: Lang): string {
  const factionNames = new Map(db.factions().map((f) => [`${f.system}/${f.id}`, f.name[lang]]));
  const header = (column: string): string => translate(lang, `cli.cards.column.${column}`);
  return formatTable(cards, [
    { header: header('id'), value: (c) => c.id },
    { header: header('name'), value: (c) => c.name[lang] },
    { header: header('faction'), value: (c) => factionNames.get(`${c.system}/${c.faction}`) ?? c.faction },
    { header: header('kind'), value: (c) => c.kind },
    { header: header('points'), value: (c) => String(c.points), right: true },
    { header: header('source'), value: (c) => c.source },
  ]);
}

/** Where the cards were read from, for a faction not found (a faction of your own may be in another user data folder), in `lang`. */
function factionHint(folders: CardRequest, lang: Lang): string {
  const searched = folders.userDataDir === undefined ? translate(lang, 'cli.cards.searchedNoOwn') : translate(lang, 'cli.cards.searched', { dir: userCardsDir(folders.userDataDir) });
  return `${searched}${folders.db.length ? `; --db ${folders.db.join(', ')}` : ''}`;
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
    const why = await unreadableFolder(dir, lang);
    if (why) {
      io.stderr(`muster cards: ${translate(lang, 'cli.read.cardFolder', { dir, reason: why })}\n`);
      return EXIT_USAGE;
    }
  }

  const { db, problems } = await deps.loadCards({ ...folders, system });
  const line = problemLine(lang);
  for (const p of problems) io.stderr(`${line({ ...p, file: where(p.file, io.cwd) })}\n`);

  if (values.faction !== undefined && !db.factions(system).some((f) => f.id === values.faction)) {
    const known = db.factions(system).map((f) => f.id).join(', ') || translate(lang, 'cli.cards.noneKnown');
    io.stderr(`muster cards: ${system ? translate(lang, 'cli.cards.noFactionIn', { faction: values.faction, system, known }) : translate(lang, 'cli.cards.noFaction', { faction: values.faction, known })}\n`);
    io.stderr(`muster cards: ${factionHint(folders, lang)}\n`);
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
      io.stderr(`muster cards: ${factionHint(folders, lang)}\n`);
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
