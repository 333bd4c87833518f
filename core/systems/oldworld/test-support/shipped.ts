/// <reference types="vite/client" />
import { CardDatabase } from '../../../db/database';
import { validateCardFile } from '../../../db/load';

/**
 * Test support: the shipped Old World armies and magic item lists (resources/cards/oldworld) as
 * a card database, loaded once through the bundler's glob import (no file system access).
 */
const files = import.meta.glob<unknown>('../../../../resources/cards/oldworld/**/*.json', { eager: true, import: 'default' });

let db: CardDatabase | undefined;

export function shippedOldWorld(): CardDatabase {
  if (db) return db;
  const loaded = Object.entries(files)
    .filter(([name]) => !name.endsWith('import-report.json'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, raw]) => {
      const parsed = validateCardFile(raw, name);
      if (!parsed.file) throw new Error(`${name}: ${parsed.problems.map((p) => p.message).join('; ')}`);
      return { path: name, file: parsed.file };
    });
  db = CardDatabase.build(loaded).db;
  return db;
}
