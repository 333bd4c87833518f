import type { CardLookup } from '../db/types';
import type { ArmyList } from '../model/list';
import type { ListOpResult } from '../list/ops';

/**
 * Buys (`on`) or drops an option of an Old World unit. Only options the unit's card offers can
 * be bought; the list is returned unchanged with an error otherwise. Options keep the card's order.
 */
export function setOption(list: ArmyList, entryId: string, optionId: string, on: boolean, lookup: CardLookup): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return { ok: false, list, error: { code: 'unknown-entry', entryId } };
  const offered = lookup.card(entry.cardId)?.options ?? [];
  if (on && !offered.some((o) => o.id === optionId)) return { ok: false, list, error: { code: 'unknown-option', entryId, optionId } };
  const current = new Set(entry.options ?? []);
  if (current.has(optionId) === on) return { ok: true, list };
  if (on) current.add(optionId);
  else current.delete(optionId);
  // Offered options in the card's order, then any unknown ones the file had (kept for the rule to name).
  const ordered = [...offered.map((o) => o.id).filter((id) => current.has(id)), ...[...current].filter((id) => !offered.some((o) => o.id === id))];
  const updated = { ...entry, options: ordered.length ? ordered : undefined };
  if (!updated.options) delete updated.options;
  return { ok: true, list: { ...list, entries: list.entries.map((e) => (e.id === entryId ? updated : e)) } };
}
