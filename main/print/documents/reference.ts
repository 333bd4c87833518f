import { statLabel } from '../../../core/i18n';
import { translate } from '../../../core/i18n/translate';
import { PROFILE_KEYS } from '../../../core/systems/oldworld/siege/data';
import { TROOP_TYPE_NAMES } from '../../../core/systems/oldworld/siege/terms';
import { entryTroopType } from '../../../core/systems/oldworld/troop-type';
import { owFacts } from '../../../core/systems/oldworld/facts';
import { compositionOf } from '../../../core/systems/oldworld/composition';
import { modelPrices, profileRowName, specialRulesOf } from '../../../core/systems/oldworld/unit';
import type { DbCard } from '../../../core/model/card';
import { abilityTitle, inProfileOrder } from '../../../core/model/card-terms';
import { SYSTEMS } from '../../../core/model/system';
import { distinctCards } from '../../../core/list/cards';
import { hasIncidentEquipment, zoneTemplates } from '../../../core/systems/confrontation/fortification/counters';
import type { DocumentId } from '../../../core/print/job';
import { DISPERSION, REFERENCE } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { Block } from '../block';
import { cardLabel, cardNameById, type DrawContext } from '../context';
import { Flow } from '../flow';
import { abilityExplanation } from '../text/abilities';
import { fortificationBlocks, blockTable, type TableNeeds } from './fortification-tables';
import { tickBoxes } from './shapes';
import { titleBar } from '../typography';

const PAD = REFERENCE.blockPaddingMm;
/** "Abilities", "War machine": the heading face at body size. */
const SUBHEAD = { sizePt: TYPE_PT.body, weight: 'heading' } as const;

function titleLine(ctx: DrawContext, card: DbCard): string {
  const r = ctx.labels.reference;
  const parts: string[] = [];
  if (card.oldworld) {
    // The category the unit has in the list (an ally's is Allies, whatever its own army calls it); a detachment goes with its unit.
    const list = ctx.job.list;
    const placed = list?.system === 'oldworld' ? owFacts(list, ctx.lookup).units.filter((u) => u.card.id === card.id).map((u) => u.category) : [];
    const categories = card.oldworld.detachment ? [] : placed.length ? [...new Set(placed)] : [card.oldworld.category];
    parts.push(card.oldworld.detachment ? translate(ctx.lang, 'param.detachment') : categories.map((c) => translate(ctx.lang, `param.category.${c}`)).join(' / '));
    // The troop type each of the list's entries of this card fights as (a mounted character takes its mount's).
    const entries = (ctx.job.list?.entries ?? []).filter((e) => e.cardId === card.id);
    const types = new Set(entries.length ? entries.map((e) => entryTroopType(e, card)) : [card.troopType]);
    const names = [...types].flatMap((type) => (type ? [TROOP_TYPE_NAMES[type][ctx.lang]] : []));
    if (names.length) parts.push(names.join(' / '));
    // Units of several models pay per model; a character (or a unit of exactly one model) pays once.
    // A unit whose models are bought as parts (a Skeleton Infantry Cohort's Warriors and Archers) gives each part's price per model.
    const size = card.oldworld.category === 'characters' ? undefined : card.unitSize;
    const perModel = ` ${translate(ctx.lang, 'param.perModel')}`;
    const per = size && (size.min > 1 || size.max !== 1) ? perModel : '';
    const unit = SYSTEMS[card.system].points[ctx.lang];
    parts.push(modelPrices(card).map((p) => (p.name ? `${p.name[ctx.lang]} ${p.points} ${unit}${perModel}` : `${p.points} ${unit}${per}`)).join(', '));
    return parts.join(' · ');
  }
  if (card.rank) parts.push(card.rank[ctx.lang]);
  parts.push(r.kinds[card.kind]);
  if (card.size) parts.push(r.size[card.size]);
  if (card.personality) parts.push(r.personality);
  if (card.figures > 1) parts.push(r.figuresPerCard(card.figures));
  parts.push(`${card.points} ${SYSTEMS[card.system].points[ctx.lang]}`);
  return parts.join(' · ');
}

function warMachineLines(ctx: DrawContext, card: DbCard): string[] {
  const m = card.warMachine;
  if (!m) return [];
  const r = ctx.labels.reference;
  const first = [r.mobility[m.mobility]];
  if (m.weight !== undefined) first.push(`${r.weight} ${m.weight}`);
  if (m.crew !== undefined) first.push(`${r.crew} ${m.crew}`);
  if (m.fullOperationCrew !== undefined) first.push(`${r.fullOperation}: ${m.fullOperationCrew}`);
  const lines = [first.join(' · ')];
  if (m.mobility === 'immobile' || m.servants.length > 0) {
    lines.push(`${r.servants}: ${m.servants.length ? m.servants.map((id) => cardNameById(ctx, id)).join(', ') : r.anyServant}`);
    const subs = m.substitute.map((c) => `${statLabel(c.stat, ctx.lang)} ≥ ${c.min}`).join(', ');
    lines.push(`${r.substitutes}: ${subs || r.noSubstitutes}`);
  }
  if (m.artillery) {
    const a = m.artillery;
    const parts = [r.artilleryClass[a.class], r.artilleryKind[a.kind]];
    if (a.kind === 'zone') parts.push(r.template(a.templateDiameterMm ?? DISPERSION.defaultDiameterMm));
    lines.push(`${r.artillery}: ${parts.join(', ')}`);
  }
  if (m.equipment) lines.push(r.equipment[m.equipment]);
  return lines;
}

/** One card: title bar, profile, abilities with explanations, war-machine data with SP tick boxes. */
function cardBlock(ctx: DrawContext, card: DbCard, width: number, explain = true): Block {
  const { pdf, lang, labels } = ctx;
  const inner = width - 2 * PAD;
  const b = new Block(`card:${card.id}`, pdf, width);
  const top = b.height;
  titleBar(pdf, b, PAD, cardLabel(ctx, card), titleLine(ctx, card));
  b.space(PAD);
  // The system's profile order (a Chronopia card's BW … HDL, MG), then any other value the card has.
  const stats = inProfileOrder(Object.keys(card.stats), card.system);
  if (stats.length > 0) {
    const sub = new Block('', pdf, Math.min(inner, stats.length * REFERENCE.statColumnMm));
    blockTable(pdf, sub, stats.map(() => 1 / stats.length), [stats.map((s) => statLabel(s, lang)), stats.map((s) => String(card.stats[s]))]);
    b.custom(sub.height, (x, y) => sub.draw(x + PAD, y));
    b.space(1.5);
  }
  if (card.oldworld) oldWorldProfile(ctx, card, b, inner);
  if (card.abilities.length > 0) {
    b.text(labels.reference.abilities[card.system], { ...SUBHEAD, widthMm: inner }, PAD);
    for (const a of card.abilities) {
      let title = abilityTitle(a, lang);
      if (a.access) title += ` (${labels.reference.access[a.access]})`;
      const text = explain ? abilityExplanation(a, lang) : undefined;
      b.text(text ? `${title} – ${text}` : title, { sizePt: TYPE_PT.small, widthMm: inner - 3 }, PAD + 3);
    }
    b.space(1);
  }
  const machine = warMachineLines(ctx, card);
  if (machine.length > 0) {
    b.text(labels.reference.warMachine, { ...SUBHEAD, widthMm: inner }, PAD);
    for (const line of machine) b.text(line, { sizePt: TYPE_PT.small, widthMm: inner - 3 }, PAD + 3);
    const sp = card.warMachine?.structurePoints;
    if (sp !== undefined) {
      const box = REFERENCE.tickBoxMm + 1;
      const perRow = Math.max(1, Math.floor((inner - REFERENCE.spLabelMm) / box));
      const label = `${labels.reference.structurePoints} ${sp}:`;
      b.space(0.8);
      b.custom(Math.ceil(sp / perRow) * box, (x, y) => {
        pdf.text(label, x + PAD + 3, y + 0.6, { sizePt: TYPE_PT.small, widthMm: REFERENCE.spLabelMm - 4 });
        tickBoxes(pdf, x + PAD + REFERENCE.spLabelMm, y, sp, box, perRow);
      });
    }
    b.space(1);
  }
  if (card.chariot) {
    const crew = card.chariot.crew.map((c) => `${c.count} × ${cardNameById(ctx, c.cardId)}`).join(', ');
    const draft = card.chariot.draft.map((d) => `${d.count} × ${d.name[lang]}`).join(', ');
    const line = `${labels.reference.chariotCrew}: ${crew}${draft ? `; ${labels.reference.drawnBy} ${draft}` : ''}`;
    b.text(line, { sizePt: TYPE_PT.small, widthMm: inner }, PAD);
    b.space(1);
  }
  if (card.notes) b.text(card.notes[lang], { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: inner }, PAD);
  b.space(PAD);
  const h = b.height;
  b.overlay(top, (x, y) => pdf.rect(x, y, width, h, { color: pdf.accent.strong, widthMm: LINE_MM.box }));
  return b;
}

/**
 * An Old World unit's profile rows (the unit, its champion, crew) and those of every mount the
 * list's entries of this card ride, values as printed ("D6", "-"), then its special rules. The
 * heads are the language's abbreviations (German B KG BF S W LP I A MW: "W" is Widerstand there).
 */
function oldWorldProfile(ctx: DrawContext, card: DbCard, b: Block, inner: number): void {
  const ow = card.oldworld!;
  const ridden = new Set((ctx.job.list?.entries ?? []).filter((e) => e.cardId === card.id).flatMap((e) => e.options ?? []));
  const mounts = ow.mounts.filter((m) => ridden.has(m.id) && m.profiles?.length);
  const rows = [...ow.profiles, ...mounts.flatMap((m) => m.profiles ?? [])];
  const columns = PROFILE_KEYS.filter((s) => rows.some((r) => r.stats[s] !== undefined));
  if (rows.length > 0 && columns.length > 0) {
    const nameShare = 0.34;
    const sub = new Block('', ctx.pdf, inner);
    blockTable(ctx.pdf, sub, [nameShare, ...columns.map(() => (1 - nameShare) / columns.length)], [
      ['', ...columns.map((c) => statLabel(c, ctx.lang))],
      ...rows.map((r) => [profileRowName(r, [card.name, ...mounts.map((m) => m.name)], ctx.lang), ...columns.map((c) => r.stats[c] ?? '')]),
    ]);
    b.custom(sub.height, (x, y) => sub.draw(x + PAD, y));
    b.space(1.5);
  }
  const rules = specialRulesOf(card, ctx.job.list ? compositionOf(ctx.job.list) : '');
  if (rules) b.text(`${translate(ctx.lang, 'param.specialRules')}: ${rules[ctx.lang]}`, { sizePt: TYPE_PT.small, widthMm: inner }, PAD);
  for (const m of mounts) if (m.specialRules) b.text(`${m.name[ctx.lang]}: ${m.specialRules[ctx.lang]}`, { sizePt: TYPE_PT.small, widthMm: inner }, PAD);
  b.space(1);
}

/** Places blocks one after another; a block that does not fit the rest of the page starts a new one. */
export function placeBlocks(flow: Flow, blocks: readonly Block[]): void {
  for (const block of blocks) {
    flow.ensure(block.height);
    const top = flow.y;
    block.draw(flow.x, top);
    flow.page.blocks.push({ id: block.id, topMm: top, heightMm: block.height, bottomMm: top + block.height });
    flow.y = top + block.height + REFERENCE.blockGapMm;
  }
}

/** What of the quick reference a list needs: damage tables with machines with SP, stray with zone artillery, incidents with equipment. */
function listTableNeeds(ctx: DrawContext): TableNeeds {
  const list = ctx.job.list;
  if (!list || list.system !== 'confrontation') return { damage: false, stray: false, incidents: false, machines: [], general: false };
  const cards = distinctCards(list, ctx.lookup);
  const machines = cards
    .filter((c) => c.warMachine?.structurePoints !== undefined)
    .map((c) => ({ name: c.name[ctx.lang], structurePoints: c.warMachine?.structurePoints ?? 0, immobile: c.warMachine?.mobility === 'immobile' }));
  return {
    damage: machines.length > 0,
    stray: zoneTemplates(list, ctx.lookup).length > 0,
    incidents: hasIncidentEquipment(list, ctx.lookup),
    machines,
    general: cards.some((c) => c.warMachine !== undefined),
  };
}

/**
 * Reference sheet: one block per distinct card, then the quick-reference tables the list needs,
 * unless the job prints the FORTIFICATION quick reference too, which has every table (`all` for a
 * list with war machines printed them twice).
 */
export function drawReference(ctx: DrawContext): void {
  const list = ctx.job.list;
  if (!list) return;
  const flow = new Flow(ctx, 'reference');
  const blocks = distinctCards(list, ctx.lookup).map((card) => {
    const full = cardBlock(ctx, card, flow.width);
    return full.height <= flow.pageHeight ? full : cardBlock(ctx, card, flow.width, false);
  });
  placeBlocks(flow, blocks);
  if (list.system !== 'chronopia' && ctx.documents.includes('quickref')) return;
  placeBlocks(flow, fortificationBlocks(ctx, flow.width, listTableNeeds(ctx)));
}

/** The FORTIFICATION quick reference on its own: every table, with the list's machines if there is a list. */
export function drawQuickref(ctx: DrawContext, document: DocumentId = 'quickref'): void {
  const flow = new Flow(ctx, document);
  const needs = listTableNeeds(ctx);
  placeBlocks(flow, fortificationBlocks(ctx, flow.width, { damage: true, stray: true, incidents: true, machines: needs.machines, general: true }));
}
