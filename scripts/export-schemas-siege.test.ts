import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { addElement, addDevice, placeOccupant } from '../core/systems/oldworld/siege/ops';
import { newSiege } from '../core/systems/oldworld/siege/new';
import { serializeSiege } from '../core/systems/oldworld/siege/serialize';
import { exportSchemas } from './export-schemas';

const SAMPLES = path.resolve(__dirname, '../resources/samples');

function compile() {
  const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
  return ajv.compile(JSON.parse(exportSchemas().get('muster-siege.v2.schema.json')!) as object);
}

describe('muster-siege JSON Schema', () => {
  it('accepts every siege sample', () => {
    const validate = compile();
    const files = readdirSync(SAMPLES).filter((f) => f.endsWith('.muster-siege'));
    expect(files.length).toBe(12);
    for (const f of files) expect(validate(JSON.parse(readFileSync(path.join(SAMPLES, f), 'utf8'))) ? [] : validate.errors, f).toEqual([]);
  });
  it('accepts a roster written by Muster and rejects a tower with 0 storeys', () => {
    const validate = compile();
    let r = newSiege({ name: 'S', now: new Date(0), id: 's' });
    r = addElement(r, 'tower', { storeys: 2 }).roster;
    r = addDevice(r, 'mage-tower', 't1').roster;
    r = placeOccupant(r, 'e1', 't1').roster;
    const data = JSON.parse(serializeSiege(r)) as { fortress: { elements: { storeys?: number }[] } };
    expect(validate(data) ? [] : validate.errors).toEqual([]);
    data.fortress.elements[0]!.storeys = 0;
    expect(validate(data)).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/fortress/elements/0/storeys');
  });
});
