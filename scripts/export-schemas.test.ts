import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { addEntry, assign } from '../core/list/ops';
import { newList } from '../core/list/new';
import { serializeList } from '../core/list/serialize';
import { defaultResourcesDir, IMPORT_REPORT, shippedCardsDir } from '../main/services/card-db';
import { exportSchemas, schemaDir } from './export-schemas';

const fresh = exportSchemas();

function compile(file: string) {
  const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
  return ajv.compile(JSON.parse(fresh.get(file)!) as object);
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? jsonFiles(path.join(dir, d.name)) : d.name.endsWith('.json') && d.name !== IMPORT_REPORT ? [path.join(dir, d.name)] : [],
  );
}

describe('exported JSON Schemas', () => {
  it('are up to date on disk (run scripts/export-schemas.ts after changing a schema)', () => {
    expect([...fresh.keys()]).toEqual(['muster-cards.v2.schema.json', 'muster-list.v2.schema.json', 'muster-siege.v2.schema.json', 'muster-results.v1.schema.json', 'muster-event.v1.schema.json', 'muster-league.v1.schema.json', 'muster-pack.v1.schema.json', 'muster-event-results.v1.schema.json', 'muster-settings.v1.schema.json']);
    for (const [file, text] of fresh) expect(readFileSync(path.join(schemaDir(), file), 'utf8'), file).toBe(text);
  });

  it('cover every file format Muster defines (a *_FORMAT constant in core/), each with a FileFormat for its migrations', () => {
    const formats = new Map<string, string>();
    const fileFormats = new Set<string>();
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
          const text = readFileSync(full, 'utf8');
          for (const m of text.matchAll(/export const ([A-Z_]*FORMAT) = '(muster-[a-z-]+)'/g)) formats.set(m[1]!, m[2]!);
          for (const m of text.matchAll(/: FileFormat = \{\s*format: ([A-Z_]+),/g)) fileFormats.add(m[1]!);
        }
      }
    };
    walk(path.join(import.meta.dirname, '..', 'core'));
    expect(formats.size).toBeGreaterThanOrEqual(9);
    const exported = [...fresh.keys()].map((f) => f.replace(/\.v\d+\.schema\.json$/, ''));
    for (const [name, format] of formats) {
      expect(exported, `${format} has a JSON Schema in resources/schema`).toContain(format);
      expect([...fileFormats], `${format} is read through migrate() with a FileFormat naming ${name}`).toContain(name);
    }
  });

  it('accept every shipped card file', () => {
    const validate = compile('muster-cards.v2.schema.json');
    const files = jsonFiles(shippedCardsDir(defaultResourcesDir({})));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(validate(JSON.parse(readFileSync(file, 'utf8'))) ? [] : validate.errors, file).toEqual([]);
  });

  it('reject a card with a bad crew value', () => {
    const validate = compile('muster-cards.v2.schema.json');
    const file = {
      format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: 'f', name: { de: 'F', en: 'F' } },
      cards: [{ id: 'm', kind: 'war-machine', name: { de: 'M', en: 'M' }, source: 'user', points: 5, warMachine: { mobility: 'immobile', crew: -1 } }],
    };
    expect(validate(file)).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/cards/0/warMachine/crew');
  });

  it('accept a list file written by Muster', () => {
    const validate = compile('muster-list.v2.schema.json');
    let list = newList({ name: 'L', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0), id: 'l' });
    for (const card of ['goblin-mountain-breaker', 'goblin-minelayer']) {
      const r = addEntry(list, card);
      list = r.list;
    }
    list = assign(list, 'e2', { type: 'crew', machine: 'e1', role: 'servant' }).list;
    expect(validate(JSON.parse(serializeList(list))) ? [] : validate.errors).toEqual([]);
  });
});

describe('docs/data-format.md', () => {
  it('has a complete example that the schema accepts and Muster loads without problems', async () => {
    const { parseCardFile } = await import('../core/db/load');
    const doc = readFileSync(path.join(schemaDir(), '..', '..', 'docs', 'data-format.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## A complete example'));
    const json = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(json).toBeDefined();
    const parsed = parseCardFile(json!, 'example.json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.file?.cards.map((c) => c.id)).toEqual(['my-goblin-mortar', 'my-goblin-loader', 'my-naphtha-bomb']);
    const validate = compile('muster-cards.v2.schema.json');
    expect(validate(JSON.parse(json!)) ? [] : validate.errors).toEqual([]);
  });
});

describe('muster-results schema', () => {
  it('accepts a results file and refuses a negative PF and a mission round over 4', () => {
    const validate = compile('muster-results.v1.schema.json');
    const file = { format: 'muster-results', version: 1, player: 'XYZ', games: [{ round: 1, outcome: 'win', pf: 151, missionRound: 2, mission: 'crusade' }] };
    expect(validate(file) ? [] : validate.errors).toEqual([]);
    expect(validate({ ...file, games: [{ round: 1, outcome: 'win', pf: -1 }] })).toBe(false);
    expect(validate({ ...file, games: [{ round: 1, outcome: 'win', pf: 1, missionRound: 5 }] })).toBe(false);
  });
});
