import { describe, expect, it } from 'vitest';
import { armyListSchema } from '../model/list';
import { newList } from './new';

describe('newList', () => {
  it('creates an empty, valid list with the given id and time', () => {
    const l = newList({ name: '  Felsspalter-Batterie ', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'tjost-selection', now: new Date('2024-05-01T10:00:00Z'), id: 'list-1' });
    expect(l).toEqual({
      format: 'muster-list', version: 2, id: 'list-1', name: 'Felsspalter-Batterie', system: 'confrontation', faction: 'goblins-no-dan-kar',
      pointsLimit: 400, kind: 'tjost-selection', createdAt: '2024-05-01T10:00:00.000Z', updatedAt: '2024-05-01T10:00:00.000Z', lastEntryNumber: 0, entries: [],
    });
    expect(armyListSchema.safeParse(l).success).toBe(true);
  });

  it('generates a UUID and takes the current time by default', () => {
    const a = newList({ name: 'A', system: 'oldworld', faction: 'dwarfs', pointsLimit: 2000, player: 'Kim' });
    const b = newList({ name: 'B', system: 'oldworld', faction: 'dwarfs', pointsLimit: 2000 });
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(a.kind).toBe('standard');
    expect(a.player).toBe('Kim');
    expect(Math.abs(Date.parse(a.createdAt) - Date.now())).toBeLessThan(5000);
  });
});
