import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardLookup } from '../../core/db/types';
import { listCardIds } from '../../core/list/card-ids';
import type { ArmyList } from '../../core/model/list';
import type { Lang, SystemId } from '../../core/model/system';
import { defaultResourcesDir, loadCardSources } from '../services/card-db';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { readTextFile } from '../services/read-file';
import { helpText } from './help';

/**
 * The cards a command reads, as the app reads them: the shipped cards, then your own cards (the
 * `cards` folder of the user data folder, where the library and `muster data import` write them),
 * then the `--db` folders. Every command that reads cards takes these options and names them in
 * its --help with cardOptionsHelp (or cardOptionsNote).
 */
export const CARD_OPTIONS = {
  db: { type: 'string', multiple: true },
  'no-user-cards': { type: 'boolean' },
} as const;

/** The --help lines of CARD_OPTIONS in `lang`, their descriptions starting at column `width`. */
export function cardOptionsHelp(width: number, lang: Lang): string {
  const option = (name: string, text: string): string[] =>
    text.split('\n').map((line, i) => `${i === 0 ? `  ${name}`.padEnd(width - 1) : ' '.repeat(width - 1)} ${line}`);
  return [...option('--db DIR', helpText(lang, 'cardOptions.db')), ...option('--no-user-cards', helpText(lang, 'cardOptions.noUserCards'))].join('\n');
}

/** The same as lines of their own, for commands whose --help names their options in prose. */
export function cardOptionsNote(lang: Lang): string {
  return helpText(lang, 'cardNote');
}

/** What the options name: where a command's cards come from besides the shipped ones. */
export interface CardFolders {
  /** The user data folder whose cards are read; undefined with --no-user-cards. */
  userDataDir?: string;
  /** The --db folders, resolved against the working folder, in order. */
  db: string[];
}

/** The card folders of a command's parsed options (CARD_OPTIONS). */
export function cardFolders(values: { db?: string[] | undefined; 'no-user-cards'?: boolean | undefined }, cwd: string): CardFolders {
  const db = (values.db ?? []).map((d) => path.resolve(cwd, d));
  return values['no-user-cards'] === true ? { db } : { userDataDir: defaultUserDataDir(), db };
}

/** Every folder the cards are read from besides the shipped one (an --out file must not go inside one). */
export function readFolders(folders: CardFolders): string[] {
  return [...(folders.userDataDir !== undefined ? [userCardsDir(folders.userDataDir)] : []), ...folders.db];
}

/** A card request: the folders and, when a file says it, the one game system whose shipped cards are needed. */
export interface CardRequest extends CardFolders {
  system?: SystemId | undefined;
}

let version: Promise<string | undefined> | undefined;

/**
 * Muster's version from package.json (two folders up, from the sources as from the prebuilt
 * command line in out/cli): the stamp the app gives its record of the user's card files checked
 * clean, so the command line shares that record. Undefined when it cannot be read.
 */
function musterVersion(): Promise<string | undefined> {
  version ??= readTextFile(fileURLToPath(new URL('../../package.json', import.meta.url)))
    .then((text) => {
      const v = (JSON.parse(text) as { version?: unknown }).version;
      return typeof v === 'string' && v !== '' ? v : undefined;
    })
    .catch(() => undefined);
  return version;
}

/**
 * Loads the cards of a request with the app's one loading (loadCardSources): the shipped cards
 * (only the request's system's, when it names one), your own cards unless left out, then the --db
 * folders. Problems of any file are returned, never thrown.
 */
export async function loadCommandCards(request: CardRequest): Promise<Awaited<ReturnType<typeof loadCardSources>>> {
  const { userDataDir, db, system } = request;
  return loadCardSources({
    resourcesDir: defaultResourcesDir(),
    ...(system !== undefined ? { system } : {}),
    ...(userDataDir !== undefined ? { user: { dataDir: userDataDir, version: await musterVersion() } } : {}),
    extra: db,
  });
}

/**
 * Whether a list names a card `lookup` lacks. A command that loaded only the list's system's shipped
 * cards then loads every system's and reads the list again: the card may be another game's, which
 * the check names as such (card.other-system), as the app does with its cards of every game.
 */
export function namesCardNotIn(list: ArmyList, lookup: CardLookup): boolean {
  for (const id of listCardIds(list)) if (!lookup.card(id)) return true;
  return false;
}
