import { PAPER_IDS, type PaperId } from '../../core/print/job';
import { oneOf } from './args';

/** Other spellings of the paper sizes people type (keys as oneOf compares them): US Letter, DIN A4. */
const PAPER_ALIASES: Readonly<Record<string, PaperId>> = { 'us-letter': 'letter', usletter: 'letter', us: 'letter', 'din-a4': 'a4', dina4: 'a4' };

/** The --paper option of the commands that print: a4 (default) or letter, in any case, and US-Letter or DIN-A4 too. */
export function paperOption(value: string | undefined): PaperId {
  return oneOf('paper', value, PAPER_IDS, 'a4', PAPER_ALIASES);
}
