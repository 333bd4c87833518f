import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, rosterOf } from '../test-fixtures';
import { devicePerElement } from './device-per-element';

describe('siege.device-per-element', () => {
  it('accepts one device per element', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'stones', element: 'w1' },
        { id: 'd2', device: 'boiling-oil', element: 'w2' },
        { id: 'd3', device: 'stones' },
      ],
    });
    expect(checkSiegeRule(devicePerElement, r)).toEqual([]);
  });
  it('reports an element with two or more devices once, with the count', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'stones', element: 't1' },
        { id: 'd2', device: 'protective-runes', element: 't1' },
        { id: 'd3', device: 'stones', element: 't1' },
      ],
    });
    expect(checkSiegeRule(devicePerElement, r)).toEqual([
      { code: 'siege.device-per-element', severity: 'error', params: { count: 3 }, subject: { kind: 'element', id: 't1' }, elementId: 't1' },
    ]);
  });
});
