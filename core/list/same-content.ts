import { canonicalJson } from '../files/canonical';
import type { ArmyList } from '../model/list';

/**
 * Whether two lists hold the same: everything their files would hold apart from when they were
 * made and last saved (a list file opened again, or sent back unchanged, is the list one has; an
 * edit undone leaves the list as saved). Free of the schemas, so the editor's first screen can
 * use it without loading them.
 */
export function sameListContent(a: ArmyList, b: ArmyList): boolean {
  const content = ({ createdAt: _c, updatedAt: _u, ...rest }: ArmyList): string => canonicalJson(rest);
  return content(a) === content(b);
}
