import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseCardFile } from '../../core/db/load';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION, type Card, type CardFile, type Faction } from '../../core/model/card';
import type { SystemId } from '../../core/model/system';
import { writeFileAtomic } from './atomic-write';
import { userCardsDir } from './paths';

/**
 * The user's own cards: one card file per system and faction under `<userData>/cards/<system>/`.
 * Files are the same format as the shipped database and overlay it.
 */
export function createUserCards(userDataDir: string) {
  const root = userCardsDir(userDataDir);
  const fileOf = (system: SystemId, faction: string): string => path.join(root, system, `${faction}.json`);

  async function read(file: string): Promise<CardFile | null> {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      return null;
    }
    const parsed = parseCardFile(text, file);
    if (!parsed.file || parsed.problems.length > 0) {
      const first = parsed.problems[0];
      throw new Error(`${file}: ${first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'unreadable'}; fix or move the file first`);
    }
    return parsed.file;
  }

  async function write(file: string, content: CardFile): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (content.cards.length === 0) {
      await fs.rm(file, { force: true });
      return;
    }
    await writeFileAtomic(file, JSON.stringify(content, null, 2) + '\n', { backup: true });
  }

  /** Every user card file with its path. */
  async function all(): Promise<{ file: string; content: CardFile }[]> {
    const out: { file: string; content: CardFile }[] = [];
    let systems: string[];
    try {
      systems = await fs.readdir(root);
    } catch {
      return out;
    }
    for (const system of systems.sort()) {
      const dir = path.join(root, system);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
        const file = path.join(dir, name);
        const content = await read(file).catch(() => null);
        if (content) out.push({ file, content });
      }
    }
    return out;
  }

  return {
    /** Saves a user card (new or edited); `previousId` names the card it replaces when renamed. */
    async save(system: SystemId, faction: Faction, card: Card, previousId?: string): Promise<void> {
      const userCard: Card = { ...card, source: 'user' };
      // Drop the old version wherever it was (the faction may have changed).
      for (const { file, content } of await all()) {
        const kept = content.cards.filter((c) => c.id !== (previousId ?? card.id) && c.id !== card.id);
        if (kept.length !== content.cards.length) await write(file, { ...content, cards: kept });
      }
      const file = fileOf(system, faction.id);
      const current = (await read(file)) ?? { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards: [] };
      await write(file, { ...current, faction: current.faction, cards: [...current.cards, userCard] });
    },
    /** Removes a user card; false when no user file holds it. */
    async remove(id: string): Promise<boolean> {
      for (const { file, content } of await all()) {
        const kept = content.cards.filter((c) => c.id !== id);
        if (kept.length !== content.cards.length) {
          await write(file, { ...content, cards: kept });
          return true;
        }
      }
      return false;
    },
  };
}
