import type { LoadProblem } from '../db/types';
import { parseJsonText } from '../files/json';
import { isOwbListFile, type OwbCardSource } from '../systems/oldworld/owb-list';
import { importOwbList, type OwbImportOptions } from '../systems/oldworld/owb-list-import';
import type { ArmyList } from '../model/list';
import { validateListFile } from './load';

interface ParsedAnyListFile {
  list?: ArmyList;
  problems: LoadProblem[];
  /** What was not carried over from a foreign file (Old World Builder): coded, each naming its field in its text (`problemMessage(note, lang)`). */
  notes: LoadProblem[];
  /** Which kind of file it was. */
  kind: 'muster' | 'owb';
}

/**
 * Reads a Muster list file or an Old World Builder list file (`*.owb.json`, or JSON with
 * `game: "the-old-world"` and its category arrays) into a Muster list. Never throws.
 */
export function parseListOrOwbFile(text: string, file: string, cards: OwbCardSource, options: OwbImportOptions = {}): ParsedAnyListFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem], notes: [], kind: /\.owb\.json$/i.test(file) ? 'owb' : 'muster' };
  if (isOwbListFile(file, json.value)) return { ...importOwbList(json.value, cards, file, options), kind: 'owb' };
  return { ...validateListFile(json.value, file, cards), notes: [], kind: 'muster' };
}
