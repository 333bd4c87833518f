import path from 'node:path';
import type { CardLookup } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';
import type { SiegeRoster } from '../../core/systems/oldworld/siege/model';
import { embedSides } from '../../core/systems/oldworld/siege/sides';
import { readTextFile } from '../services/read-file';
import { folderListResolver, isSiegeFile, loadSiegeText } from '../siege/files';
import { cannotRead } from './errors';
import type { CliIO } from './io';
import { sameFile } from './output';
import { EXIT_USAGE } from './io';
import { usageError } from './args';

/**
 * `print` options for siege rosters: `--siege FILE`, or a roster given as `--list FILE`
 * (recognised by its .muster-siege extension), which is then not read as a list.
 */
export function siegeArgs(values: { siege?: string; list?: string }, document: string): { siege?: string; list?: string } {
  let { siege, list } = values;
  if (siege === undefined && list !== undefined && isSiegeFile(list)) {
    siege = list;
    list = undefined;
  }
  if (document === 'siege' && siege === undefined) throw usageError('print.siege');
  return { ...(siege !== undefined ? { siege } : {}), ...(list !== undefined ? { list } : {}) };
}

/**
 * Reads a roster and its lists for printing, with the lists embedded; an exit code when it is
 * unusable or when `outFile` is one of the list files it links (never written over). The messages
 * are in `lang`.
 */
export async function loadSiegeForPrint(file: string, io: CliIO, db: CardLookup, outFile: string, lang: Lang): Promise<SiegeRoster | number> {
  const full = path.resolve(io.cwd, file);
  let text: string;
  try {
    text = await readTextFile(full);
  } catch (err) {
    io.stderr(`muster print: ${cannotRead('siege', file, err, lang, full)}\n`);
    return EXIT_USAGE;
  }
  const loaded = await loadSiegeText(text, full, db, file, folderListResolver(full, db, lang));
  const line = problemLine(lang);
  for (const p of loaded.repairs ?? []) io.stderr(`muster print: ${line(p)}\n`);
  if (!loaded.roster || loaded.problems.length > 0) {
    for (const p of loaded.problems) io.stderr(`muster print: ${line(p)}\n`);
    if (loaded.problems.length === 0) io.stderr(`muster print: ${translate(lang, 'cli.read.unusableSiege', { file })}\n`);
    return EXIT_USAGE;
  }
  for (const linked of loaded.listFiles ?? []) {
    if (await sameFile(outFile, linked)) {
      io.stderr(`muster print: ${translate(lang, 'cli.output.rosterList', { out: outFile, file: linked, roster: file })}\n`);
      return EXIT_USAGE;
    }
  }
  const lists = { ...(loaded.attacker ? { attacker: loaded.attacker } : {}), ...(loaded.defender ? { defender: loaded.defender } : {}) };
  return embedSides(loaded.roster, lists);
}
