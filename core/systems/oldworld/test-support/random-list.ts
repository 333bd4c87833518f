import fc from 'fast-check';
import type { CardDatabase } from '../../../db/database';
import { newList } from '../../../list/new';
import { addEntry, setEntryText } from '../../../list/ops';
import type { DbCard } from '../../../model/card';
import type { ArmyList, Entry } from '../../../model/list';
import { owFacts } from '../facts';
import { OW_CATEGORIES } from '../vocabulary';
import { addItem, setChoice, setComposition, setLore, setOptionCount } from '../options';
import { isWizard, loresOf } from '../lores';
import { allowancesOf, choicesOf, inComposition, itemNamesOf, newEntryStart, offered } from '../unit';
import { entryCompositionOf } from '../composition';
import { addDetachment, detachmentChoices, detachmentSize, setDetachmentChoice, setDetachmentCount, takesDetachments } from '../detachments';

/**
 * Test support: random Old World lists built from the shipped cards through the list operations
 * (units of the army, its allies and mercenaries at a valid size, options chosen and dropped,
 * stackable counts, magic items of the allowed lists and types, notes), for property tests.
 */

const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length ? xs[n % xs.length] : undefined);

const unitPlan = fc.record({
  source: fc.nat({ max: 9 }),
  card: fc.nat(),
  size: fc.nat({ max: 40 }),
  toggles: fc.array(fc.record({ choice: fc.nat(), on: fc.boolean(), count: fc.integer({ min: 1, max: 5 }) }), { maxLength: 6 }),
  items: fc.array(fc.record({ slot: fc.nat(), item: fc.nat() }), { maxLength: 3 }),
  note: fc.option(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ''), { nil: undefined }),
  detachments: fc.array(fc.record({ card: fc.nat(), size: fc.nat({ max: 10 }), choice: fc.nat(), on: fc.boolean() }), { maxLength: 2 }),
  lore: fc.option(fc.nat(), { nil: undefined }),
  name: fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''), { nil: undefined }),
});

export const listPlan = fc.record({
  army: fc.nat(),
  composition: fc.nat(),
  limit: fc.integer({ min: 0, max: 5000 }),
  units: fc.array(unitPlan, { minLength: 1, maxLength: 8 }),
});
type ListPlan = typeof listPlan extends fc.Arbitrary<infer T> ? T : never;

interface RandomOptions {
  /** Allow items in the whole-unit allowance `magic` (which Old World Builder's lists do not have). */
  unitMagic?: boolean;
}

interface Pools {
  armies: string[];
  units: Map<string, DbCard[]>;
  items: Map<string, DbCard[]>;
  /** Units taken only as detachments of regimental units (Fanatics, weapon teams). */
  detachments: DbCard[];
}

const pools = new WeakMap<CardDatabase, Pools>();

function poolsOf(db: CardDatabase): Pools {
  const known = pools.get(db);
  if (known) return known;
  const out: Pools = { armies: [], units: new Map(), items: new Map(), detachments: [] };
  for (const c of db.query({ system: 'oldworld' })) {
    if (c.item) out.items.set(c.item.list, [...(out.items.get(c.item.list) ?? []), c]);
    else if (c.oldworld?.detachment) out.detachments.push(c);
    else if (c.oldworld) out.units.set(c.faction, [...(out.units.get(c.faction) ?? []), c]);
  }
  out.armies = [...out.units.keys()].sort();
  pools.set(db, out);
  return out;
}

/**
 * Cards a list may take: its own army's in the composition, mostly; sometimes an ally's (from a
 * composition of the army itself: marked `allyFrom`) or a mercenary; now and then one of its
 * regimental units.
 */
function candidates(db: CardDatabase, list: ArmyList, source: number): { cards: DbCard[]; allyFrom?: string } {
  const p = poolsOf(db);
  const army = db.faction('oldworld', list.faction)?.oldworld;
  const composition = list.composition ?? list.faction;
  if (source === 8 && army?.allies.length) {
    const ally = pick(army.allies, source)!;
    const comp = ally.composition ?? ally.army;
    const cards = (p.units.get(ally.army) ?? []).filter((c) => inComposition(c, comp));
    return ally.army === list.faction ? { cards, allyFrom: comp } : { cards };
  }
  const mercs = army?.mercenaries?.[composition] ?? [];
  if (source === 9 && mercs.length) {
    const m = pick(mercs, source)!;
    return { cards: (p.units.get(m.army) ?? []).filter((c) => m.units.includes(c.provenance?.originalId ?? '')) };
  }
  const own = (p.units.get(list.faction) ?? []).filter((c) => inComposition(c, composition));
  // Now and then a regimental unit where the army has one, so detachments are exercised (few units take them).
  const regimental = own.filter((c) => takesDetachments(c));
  return { cards: source === 7 && regimental.length ? regimental : own };
}

function addUnit(db: CardDatabase, list: ArmyList, plan: ListPlan['units'][number], options: RandomOptions): ArmyList {
  const from = candidates(db, list, plan.source);
  const card = pick(from.cards, plan.card);
  if (!card) return list;
  const composition = entryCompositionOf({ allyFrom: from.allyFrom }, card.faction, list, db);
  const start = newEntryStart(card, list, composition);
  const min = card.unitSize?.min ?? 1;
  const max = card.unitSize?.max ?? min + 30;
  const added = addEntry(list, card.id, Math.min(max, min + (plan.size % (max - min + 1))), start.options, from.allyFrom);
  if (!added.ok || !added.entryId) return list;
  let next = added.list;
  const id = added.entryId;
  const entry = (): Entry => next.entries.find((e) => e.id === id)!;
  for (const t of plan.toggles) {
    // Sub-options only under a chosen parent, as the editor offers them.
    const chosen = new Set(entry().options ?? []);
    const offeredIds = [...choicesOf(card)].filter(([, c]) => offered(c.option, composition, itemNamesOf(entry(), db)) && (!c.parent || chosen.has(c.parent))).map(([k]) => k);
    const choice = pick(offeredIds, t.choice);
    if (!choice) continue;
    const option = choicesOf(card).get(choice)!.option;
    const r = option.stackable ? setOptionCount(next, id, choice, t.on ? t.count : 0, db) : setChoice(next, id, choice, t.on, db);
    if (r.ok) next = r.list;
  }
  const army = db.faction('oldworld', card.faction)?.oldworld;
  for (const it of plan.items) {
    const allowances = allowancesOf(card, entry()).filter((a) => options.unitMagic || a.id !== 'magic');
    const a = pick(allowances, it.slot);
    if (!a) continue;
    const lists = [...(army?.itemLists ?? []), card.oldworld?.itemsArmy, a.itemsArmy].filter((x): x is string => !!x);
    const items = lists.flatMap((l) => poolsOf(db).items.get(l) ?? []).filter((i) => a.types.includes(i.item!.type));
    const item = pick(items, it.item);
    if (!item) continue;
    const r = addItem(next, id, a.id, item.id, db);
    if (r.ok) next = r.list;
  }
  // A wizard's lore, one it may use (with its magic items).
  if (plan.lore !== undefined && isWizard(entry(), card)) {
    const lore = pick(loresOf(card, composition, itemNamesOf(entry(), db)), plan.lore);
    if (lore) next = setLore(next, id, lore).list;
  }
  // A regimental unit's detachments, at a size within their bounds, with a choice toggled.
  const offeredDetachments = detachmentChoices(card, composition, poolsOf(db).detachments);
  for (const d of plan.detachments) {
    const dc = pick(offeredDetachments, d.card);
    if (!dc) continue;
    const index = entry().detachments?.length ?? 0;
    const r = addDetachment(next, id, dc.id, composition, db);
    if (!r.ok) continue;
    next = r.list;
    const size = detachmentSize(entry().count, dc, card);
    const sized = setDetachmentCount(next, id, index, Math.max(1, Math.min(999, size.min + (d.size % Math.max(1, size.max - size.min + 1)))));
    if (sized.ok) next = sized.list;
    const choice = pick([...choicesOf(dc).keys()], d.choice);
    const chosen = choice ? setDetachmentChoice(next, id, index, choice, d.on, db) : undefined;
    if (chosen?.ok) next = chosen.list;
  }
  if (plan.note !== undefined) next = setEntryText(next, id, 'note', plan.note).list;
  if (plan.name !== undefined) next = setEntryText(next, id, 'name', plan.name).list;
  return next;
}

/** A random list of one of the shipped armies, built with the list operations. */
export function randomList(db: CardDatabase, plan: ListPlan, options: RandomOptions = {}): ArmyList {
  const army = pick(poolsOf(db).armies, plan.army)!;
  let list = newList({ name: 'Random', system: 'oldworld', faction: army, pointsLimit: plan.limit, id: 'random', now: new Date('2025-01-01T00:00:00Z') });
  const comps = db.faction('oldworld', army)?.oldworld?.compositions ?? [];
  const comp = pick(comps, plan.composition);
  if (comp) list = setComposition(list, comp.id).list;
  for (const u of plan.units) list = addUnit(db, list, u, options);
  return list;
}

/** What a round trip keeps of an entry: card, the composition of an ally of the army's own, size, options, effective stackable counts, items, note, detachments, lore, own name. */
function entryKey(entry: Entry, card: DbCard | undefined): string {
  const counts: Record<string, number> = {};
  for (const id of entry.options ?? []) {
    const o = card ? choicesOf(card).get(id)?.option : undefined;
    if (o?.stackable) counts[id] = entry.counts?.[id] ?? o.stackableCount ?? o.minimum ?? 0;
  }
  const items = (entry.items ?? []).map((i) => `${i.slot}=${i.item}x${i.count ?? 1}`).sort();
  const detachments = (entry.detachments ?? []).map((d) => [d.cardId, d.count, [...(d.options ?? [])].sort(), d.counts ?? {}]);
  return JSON.stringify([entry.cardId, entry.allyFrom ?? null, entry.count, [...(entry.options ?? [])].sort(), counts, items, entry.note ?? null, detachments, entry.lore ?? null, entry.name ?? null]);
}

/** The entries in Old World Builder's order (by category, then as listed), as keys. */
export function listKeys(list: ArmyList, db: CardDatabase): string[] {
  const facts = owFacts(list, db);
  return OW_CATEGORIES.flatMap((c) => facts.units.filter((u) => u.category === c).map((u) => entryKey(u.entry, u.card)));
}
