import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, rosterOf } from '../test-fixtures';
import { deviceElement } from './device-element';

describe('siege.device-element', () => {
  it('accepts each device on its element kind; runes and stones go anywhere', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'mage-tower', element: 't1' },
        { id: 'd2', device: 'boiling-oil', element: 'w1' },
        { id: 'd3', device: 'covered-walkway', element: 'w2' },
        { id: 'd4', device: 'mountain-fortress', element: 'w2' },
        { id: 'd5', device: 'protective-runes', element: 'g' },
        { id: 'd6', device: 'stones', element: 't1' },
        { id: 'd7', device: 'stones' },
      ],
    });
    expect(checkSiegeRule(deviceElement, r)).toEqual([]);
  });
  it('reports a Mage tower on a wall and wall devices on towers', () => {
    const r = rosterOf({
      fortress: FORT,
      devices: [
        { id: 'd1', device: 'mage-tower', element: 'w1' },
        { id: 'd2', device: 'boiling-oil', element: 't1' },
        { id: 'd3', device: 'covered-walkway', element: 'g' },
        { id: 'd4', device: 'mountain-fortress', element: 't1' },
      ],
    });
    const issues = checkSiegeRule(deviceElement, r);
    expect(issues[0]).toEqual({
      code: 'siege.device-element',
      severity: 'error',
      params: { device: 'mage-tower', element: 'w1', needs: 'tower' },
      subject: { kind: 'device', id: 'd1' },
      elementId: 'w1',
    });
    expect(issues.map((i) => [i.subject?.id, i.params.needs])).toEqual([
      ['d1', 'tower'],
      ['d2', 'wall'],
      ['d3', 'wall'],
      ['d4', 'wall'],
    ]);
  });
});
