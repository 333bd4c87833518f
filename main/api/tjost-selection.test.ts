import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../core/model/list';
import type { PrintJob } from '../../core/print/job';
import { withTjostSelection } from './tjost-selection';

const list = (over: Partial<ArmyList>): ArmyList => ({
  format: 'muster-list', version: 2, id: 'g', name: 'G', system: 'confrontation', faction: 'f', pointsLimit: 300, kind: 'tjost-game',
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', entries: [], ...over,
});
const selection = list({ id: 'sel', kind: 'tjost-selection', pointsLimit: 400 });
const opener = { open: async (id: string) => (id === 'sel' ? selection : id === 'std' ? list({ id: 'std', kind: 'standard' }) : Promise.reject(new Error('gone'))) };
const job = (l: ArmyList): PrintJob => ({ documents: ['form'], paper: 'a4', lang: 'en', list: l });

describe('withTjostSelection', () => {
  it('adds the selection list a game list names', async () => {
    expect((await withTjostSelection(job(list({ selectionList: 'sel.muster' })), opener)).selection).toBe(selection);
  });
  it('leaves the job alone for other lists, a missing file or a list that is no selection list', async () => {
    for (const l of [list({ kind: 'standard', selectionList: 'sel.muster' }), list({}), list({ selectionList: 'nope.muster' }), list({ selectionList: 'std.muster' })]) {
      expect((await withTjostSelection(job(l), opener)).selection).toBeUndefined();
    }
  });
});
