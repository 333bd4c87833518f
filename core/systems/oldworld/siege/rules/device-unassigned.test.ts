import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, rosterOf } from '../test-fixtures';
import { deviceUnassigned } from './device-unassigned';

describe('siege.device-unassigned', () => {
  it('accepts devices on existing elements', () => {
    const r = rosterOf({ fortress: FORT, devices: [{ id: 'd1', device: 'stones', element: 'w1' }] });
    expect(checkSiegeRule(deviceUnassigned, r)).toEqual([]);
  });
  it('reports a device without an element and one on an element that does not exist', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'stones' },
        { id: 'd2', device: 'protective-runes', element: 'gone' },
      ],
    });
    expect(checkSiegeRule(deviceUnassigned, r)).toEqual([
      { code: 'siege.device-unassigned', severity: 'error', params: { device: 'stones' }, subject: { kind: 'device', id: 'd1' } },
      { code: 'siege.device-unassigned', severity: 'error', params: { device: 'protective-runes' }, subject: { kind: 'device', id: 'd2' } },
    ]);
  });
});
