import { serializeWithSchema } from '../files/serialize';
import { armyListSchema, type ArmyList } from '../model/list';

/**
 * The list as file text (see serializeWithSchema): every field of the list schema, in its
 * order; unknown fields are not written.
 */
export function serializeList(list: ArmyList): string {
  return serializeWithSchema(armyListSchema, list);
}

