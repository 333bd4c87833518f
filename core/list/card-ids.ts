import type { DbCard } from '../model/card';
import type { ArmyList } from '../model/list';

/** Every card id a list names: its entries' cards, the magic items they carry and their detachments. */
export function listCardIds(list: ArmyList): Set<string> {
  const ids = new Set<string>();
  for (const e of list.entries) {
    ids.add(e.cardId);
    for (const i of e.items ?? []) ids.add(i.item);
    for (const d of e.detachments ?? []) ids.add(d.cardId);
  }
  return ids;
}

/** Cards a card names: an immobile machine's servants, a chariot's crew. */
export function cardRefIds(card: DbCard): string[] {
  const out: string[] = [];
  if (card.warMachine) out.push(...card.warMachine.servants);
  if (card.chariot) for (const c of card.chariot.crew) out.push(c.cardId);
  return out;
}
