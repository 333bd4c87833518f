import { stat } from 'node:fs/promises';
import path from 'node:path';
import { listToText } from '../../core/export/text';
import { DEFAULT_TEXT_CHOICES, TEXT_STYLES } from '../../core/export/text-options';
import type { LoadProblem } from '../../core/db/types';
import { problemLine, problemMessage } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { parseListOrOwbFile } from '../../core/list/load-owb';
import { exportOwbList } from '../../core/systems/oldworld/owb-list-export';
import { serializeList } from '../../core/list/serialize';
import { readTextFile } from '../services/read-file';
import { safeWrite } from '../services/safe-write';
import { cannotReadFile, cannotWrite, notAFolder } from './errors';
import { oneOf, parseCommandArgs, OUT_OPTION, langOption, usageError } from './args';
import { CARD_OPTIONS, cardFolders, cardOptionsHelp, loadCommandCards, namesCardNotIn, readFolders } from './card-sources';
import { systemOfFile } from './system-of';
import { checkOutput, insideFolders } from './output';
import type { CliCommand, CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';
import { helpText } from './help';
import { SYSTEMS, type Lang } from '../../core/model/system';

/** The --help of `muster export` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'export', { cardOptions: cardOptionsHelp(20, lang) });

const FORMATS = ['text', 'muster', 'owb'] as const;
const KINDS = { text: 'text', muster: 'list', owb: 'owb' } as const;

export async function runExport(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    format: { type: 'string' },
    style: { type: 'string' },
    'no-points': { type: 'boolean' },
    'no-notes': { type: 'boolean' },
    'special-rules': { type: 'boolean' },
    profiles: { type: 'boolean' },
    secret: { type: 'boolean' },
    lang: { type: 'string' },
    ...CARD_OPTIONS,
    ...OUT_OPTION,
    force: { type: 'boolean' },
  });
  if (positionals.length !== 1) throw usageError(positionals.length === 0 ? 'export.missingFile' : 'export.oneFile');
  const format = oneOf('format', values.format, FORMATS, 'text');
  const style = oneOf('style', values.style, TEXT_STYLES, DEFAULT_TEXT_CHOICES.style);
  const textOnly = (['style', 'no-points', 'no-notes', 'special-rules', 'profiles', 'secret'] as const).filter((o) => values[o] !== undefined).map((o) => `--${o}`);
  if (format !== 'text' && textOnly.length) throw usageError('export.textOnly', { options: textOnly.join(', ') });
  const lang = langOption(values.lang, io);
  const file = path.resolve(io.cwd, positionals[0] ?? '');
  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
      io.stderr(`muster export: ${notAFolder(dir, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  const out = values.out === undefined ? undefined : path.resolve(io.cwd, values.out);
  if (out !== undefined) {
    const refused = (await checkOutput(out, [file], KINDS[format], values.force === true, lang)) ?? (await insideFolders(out, readFolders(folders), lang));
    if (refused) {
      io.stderr(`muster export: ${refused}\n`);
      return EXIT_USAGE;
    }
  }
  let text: string;
  try {
    text = await readTextFile(file);
  } catch (err) {
    io.stderr(`muster export: ${cannotReadFile(file, err, lang)}\n`);
    return EXIT_USAGE;
  }
  const system = systemOfFile(file, text);
  const loaded = await loadCommandCards({ ...folders, system });
  const line = problemLine(lang);
  for (const p of loaded.problems) io.stderr(`muster export: ${line(p)}\n`);
  let db = loaded.db;
  let parsed = parseListOrOwbFile(text, file, db);
  if (parsed.list && system !== undefined && namesCardNotIn(parsed.list, db)) {
    // A card the list's system lacks may be another game's (card.other-system in the problems, as
    // the app exports it): every system's cards (your own and --db files' problems were named above).
    db = (await loadCommandCards({ ...folders })).db;
    parsed = parseListOrOwbFile(text, file, db);
  }
  for (const p of parsed.problems) io.stderr(`muster export: ${line(p)}\n`);
  // Without a list the file is unusable; with one, its problems were repairs (named above).
  if (!parsed.list) return EXIT_USAGE;
  for (const n of parsed.notes) io.stderr(`muster export: ${positionals[0]}: ${problemMessage(n, lang)}\n`);
  const list = parsed.list;
  if (format === 'owb' && list.system !== 'oldworld') {
    io.stderr(`muster export: ${translate(lang, 'cli.output.owbOnly', { file: positionals[0] ?? '', system: SYSTEMS[list.system].name[lang] })}\n`);
    return EXIT_USAGE;
  }
  const faction = db.factions(list.system).find((f) => f.id === list.faction);
  const notes: LoadProblem[] = [];
  const output =
    format === 'text'
      ? listToText(list, db, {
          lang,
          factionName: faction?.name[lang],
          style,
          points: values['no-points'] !== true,
          notes: values['no-notes'] !== true,
          specialRules: values['special-rules'] === true,
          profiles: values.profiles === true,
          secret: values.secret === true,
        })
      : format === 'owb' ? `${JSON.stringify(exportOwbList(list, db, notes), null, 2)}\n` : serializeList(list);
  for (const n of notes) io.stderr(`muster export: ${translate(lang, 'cli.owbFile', { note: problemMessage(n, lang) })}\n`);
  if (out === undefined) {
    // On the terminal the text ends with a line break, so the shell's prompt starts on its own line.
    io.stdout(output.endsWith('\n') ? output : `${output}\n`);
    return EXIT_OK;
  }
  try {
    await safeWrite(out, output);
  } catch (err) {
    io.stderr(`muster export: ${cannotWrite(out, err, lang)}\n`);
    return EXIT_USAGE;
  }
  io.stdout(`${out}\n`);
  return EXIT_OK;
}

export const command: CliCommand = { summary: 'export a list as text, list file or Old World Builder file', usage, run: runExport };
