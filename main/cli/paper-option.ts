import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { parseSettingsFile } from '../../core/model/settings';
import type { Lang } from '../../core/model/system';
import { PAPER_IDS, type PaperId } from '../../core/print/job';
import { defaultUserDataDir } from '../services/paths';
import { readTextFileIfExists } from '../services/read-file';
import { settingsFile } from '../services/settings-store';
import { reasonText } from '../services/read-reasons';
import { oneOf } from './args';

/** Other spellings of the paper sizes people type (keys as oneOf compares them): US Letter, DIN A4. */
const PAPER_ALIASES: Readonly<Record<string, PaperId>> = { 'us-letter': 'letter', usletter: 'letter', us: 'letter', 'din-a4': 'a4', dina4: 'a4' };

/** The paper when neither --paper nor the app's settings name one. */
const FALLBACK_PAPER: PaperId = 'a4';

/**
 * The --paper option of the commands that print: a4 or letter, in any case, and US-Letter or
 * DIN-A4 too; undefined when it is not given (the app's setting then counts: savedPaper).
 */
export function paperOption(value: string | undefined): PaperId | undefined {
  return value === undefined ? undefined : oneOf('paper', value, PAPER_IDS, FALLBACK_PAPER, PAPER_ALIASES);
}

/**
 * The paper of the app's settings (settings.json in the user data folder, which MUSTER_USER_DATA
 * names), the default of --paper, so a template prints on the paper the app prints on. Only read:
 * nothing is written or copied there. a4 when there is no settings file; a file that cannot be
 * read or used gives a4 too, and `warn` is told why in one line in `lang` (printing goes on).
 */
export async function savedPaper(lang: Lang, warn: (line: string) => void, userDataDir: string = defaultUserDataDir()): Promise<PaperId> {
  const file = settingsFile(userDataDir);
  let text: string | undefined;
  try {
    // Muster's own folder: a link in the settings' place is not followed (as the app reads it).
    text = await readTextFileIfExists(file, undefined, { links: 'refuse' });
  } catch (err) {
    warn(translate(lang, 'cli.paper.unreadable', { problem: `${file}: ${reasonText(err, lang, file)}` }));
    return FALLBACK_PAPER;
  }
  if (text === undefined) return FALLBACK_PAPER;
  const parsed = parseSettingsFile(text, file);
  if (parsed.settings) return parsed.settings.paper;
  const first = parsed.problems[0];
  warn(translate(lang, 'cli.paper.unreadable', { problem: first ? problemLine(lang)(first) : file }));
  return FALLBACK_PAPER;
}
