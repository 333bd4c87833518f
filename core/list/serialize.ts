import { serializeWithSchema } from '../files/serialize';
import { armyListSchema, type ArmyList } from '../model/list';

/**
 * The list as file text (see serializeWithSchema): every field of the list schema, in its
 * order; unknown fields are not written.
 */
export function serializeList(list: ArmyList): string {
  return serializeWithSchema(armyListSchema, list);
}

/**
 * Whether two lists hold the same: everything their files would hold apart from when they were
 * made and last saved (a list file opened again, or sent back unchanged, is the list one has).
 */
export function sameListContent(a: ArmyList, b: ArmyList): boolean {
  const content = (l: ArmyList): string => serializeList({ ...l, createdAt: EPOCH, updatedAt: EPOCH });
  return content(a) === content(b);
}
const EPOCH = '1970-01-01T00:00:00.000Z';
