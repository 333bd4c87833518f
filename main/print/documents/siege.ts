import { statLabel } from '../../../core/i18n/issues';
import type { ArmyList } from '../../../core/model/list';
import type { FortressElement, SiegeRoster } from '../../../core/systems/oldworld/siege/model';
import { entryTroopType } from '../../../core/systems/oldworld/troop-type';
import {
  ARMY_NAMES,
  DEFENCE_DEVICES,
  devicePoints,
  devicesOn,
  elementName,
  elementProfile,
  embeddedSides,
  equipmentPoints,
  hitAllocation,
  hitRanges,
  isWarMachine,
  PROFILE_KEYS,
  SIEGE_EQUIPMENT,
  siegeIssueText,
  siegePoints,
  TROOP_TYPE_NAMES,
  validateSiege,
  type SiegeModelData,
} from '../../../core/systems/oldworld/siege';
import { summarize } from '../../../core/checks/engine';
import { issueMessage } from '../../../core/i18n/issues';
import { BOILING_OIL_TEMPLATE_MM, MARKERS } from '../../../templates/pieces';
import { blastTemplate } from './blast';
import { COLORS, ICON_MM, LINE_MM, TYPE_PT } from '../../../templates/style';
import { Block } from '../block';
import type { DrawContext } from '../context';
import { Flow } from '../flow';
import { placePieces, type PieceSpec } from '../place';
import { NIGHT_RULE_ROWS, SIEGE_LABELS, SIEGE_RULE_ROWS, type SiegeLabels } from '../text/siege';
import { blockTable } from './fortification-tables';
import { placeBlocks } from './reference';
import { centred, tickBoxes } from './shapes';
import { titleBar, titledBlock } from '../typography';
import { iconText, iconTextHeight } from '../icons';

const PAD = 2;
const BOX_MM = 5;
const LABEL_COL_MM = 30;
const BODY = { sizePt: TYPE_PT.body } as const;
const FRAME = { color: COLORS.text, widthMm: LINE_MM.box };


function factionName(ctx: DrawContext, id: string): string | undefined {
  return ctx.factions.find((f) => f.system === 'oldworld' && f.id === id)?.name[ctx.lang];
}

/** Roster name, both armies with their points, the defender's share and night battle. */
function summaryBlock(ctx: DrawContext, roster: SiegeRoster, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const { attacker, defender } = embeddedSides(roster);
  const pts = siegePoints(roster, attacker, defender, ctx.lookup);
  const b = new Block('siege:summary', ctx.pdf, width);
  const side = (label: string, list: ArmyList | undefined, p: typeof pts.attacker): void => {
    const who = list ? `${list.name} (${factionName(ctx, list.faction) ?? list.faction})` : l.noList;
    b.text(`${label}: ${who}`, { sizePt: TYPE_PT.body, weight: 'bold' });
    b.text(`${l.points}: ${l.listPoints(p.list, p.extras, p.total, p.limit)}`, BODY, 4);
    b.space(0.8);
  };
  side(l.attacker, attacker, pts.attacker);
  side(l.defender, defender, pts.defender);
  if (pts.share !== undefined && attacker && defender) b.text(l.share(Math.round(pts.share * 100)), { sizePt: TYPE_PT.small, color: COLORS.muted });
  b.text(`${l.nightBattle}: ${roster.nightBattle ? l.yes : l.no}`, BODY);
  const v = roster.victory;
  if (v) {
    const known = new Set(roster.fortress.elements.map((e) => e.id));
    const stake = v.elements.filter((id) => known.has(id)).map((id) => elementName(roster, id, ctx.lang));
    const parts = [
      ...(stake.length ? [l.victoryTake(stake.join(', '))] : []),
      ...(v.rounds !== undefined ? [l.victoryHold(v.rounds)] : []),
      ...(v.note ? [v.note] : []),
    ];
    b.text(`${l.victory}: ${parts.join(' ')}`, BODY);
  }
  return b;
}

/** The siege rules' verdict on this roster, in words. */
function validationBlock(ctx: DrawContext, roster: SiegeRoster, width: number): Block {
  const { labels, lang } = ctx;
  const { attacker, defender } = embeddedSides(roster);
  const issues = validateSiege({ roster, attacker, defender, card: (id) => ctx.lookup.card(id) });
  const summary = summarize(issues);
  const b = titledBlock(ctx.pdf, 'siege:validation', width, labels.validation.title);
  const head = summary.errors + summary.warnings === 0 ? SIEGE_LABELS[lang].valid : labels.validation.summary(summary.errors, summary.warnings);
  const headStyle = { sizePt: TYPE_PT.body, weight: 'bold' as const, color: summary.valid ? COLORS.ok : COLORS.error };
  b.custom(iconTextHeight(ctx.pdf, head, width, headStyle), (x, y) => iconText(ctx.pdf, summary.valid ? 'valid' : 'error', head, x, y, width, headStyle));
  const names = { roster, attacker, defender, lookup: ctx.lookup, factionName: (id: string) => factionName(ctx, id) };
  for (const issue of issues) {
    const word = issue.severity === 'error' ? labels.validation.error : labels.validation.warning;
    const text = `${word}: ${issueMessage(issue, lang, siegeIssueText(names))} [${issue.code}]`;
    const style = { sizePt: TYPE_PT.small, color: issue.severity === 'error' ? COLORS.error : COLORS.warning };
    b.custom(iconTextHeight(ctx.pdf, text, width - 3, style, ICON_MM.small), (x, y) => iconText(ctx.pdf, issue.severity, text, x + 3, y, width - 3, style, ICON_MM.small));
  }
  return b;
}

function occupantsText(ctx: DrawContext, roster: SiegeRoster, el: FortressElement, defender: ArmyList | undefined, l: SiegeLabels): string {
  const names = roster.garrison
    .filter((o) => o.element === el.id)
    .map((o) => {
      const entry = defender?.entries.find((e) => e.id === o.entry);
      if (!entry) return l.unknownEntry(o.entry);
      const card = ctx.lookup.card(entry.cardId);
      const name = card?.name[ctx.lang] ?? entry.cardId;
      const troopType = entryTroopType(entry, card);
      const type = isWarMachine(card) ? l.machine : troopType ? TROOP_TYPE_NAMES[troopType][ctx.lang] : '';
      return `${name}${entry.count > 1 ? ` ×${entry.count}` : ''}${type ? ` (${type})` : ''}`;
    });
  return names.length > 0 ? names.join(' · ') : l.empty;
}

/** Wound tick boxes with their label, wrapped into rows. */
function woundRow(ctx: DrawContext, b: Block, label: string, count: number): void {
  const perRow = Math.max(1, Math.floor((b.widthMm - 2 * PAD - LABEL_COL_MM) / BOX_MM));
  const rows = Math.ceil(count / perRow);
  b.custom(rows * BOX_MM + 1, (x, y) => {
    ctx.pdf.text(label, x + PAD, y + 1.2, { sizePt: TYPE_PT.small, weight: 'bold' });
    tickBoxes(ctx.pdf, x + PAD + LABEL_COL_MM, y, count, BOX_MM, perRow);
  });
}

/** One fortress element: kind, Toughness, Wounds with tick boxes, gate, hit allocation, device, garrison. */
function elementBlock(ctx: DrawContext, roster: SiegeRoster, el: FortressElement, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const gatehouse = roster.fortress.gatehouse === el.id;
  const devices = devicesOn(roster, el.id);
  const profile = elementProfile(el, devices, gatehouse);
  const defender = embeddedSides(roster).defender;
  const b = new Block(`siege:element:${el.id}`, ctx.pdf, width);
  const kind = [el.kind === 'wall' ? l.wall : l.tower, gatehouse ? l.gatehouse : '', el.kind === 'wall' && el.rodell ? l.rodell : '', el.kind === 'tower' ? l.storeys(el.storeys ?? 1) : '']
    .filter(Boolean)
    .join(', ');
  const title = elementName(roster, el.id, ctx.lang);
  titleBar(ctx.pdf, b, PAD, `${title} – ${kind}`);
  b.space(1.5);
  const facts = [`${l.toughness} ${profile.toughness}`, `${l.wounds} ${profile.wounds}`, `${l.strengthTest} ${profile.strength}`];
  if (profile.shooters !== undefined) facts.push(l.shooters(profile.shooters));
  b.text(facts.join(' · '), BODY, PAD);
  b.space(1);
  woundRow(ctx, b, l.wounds, profile.wounds);
  if (profile.gate) {
    b.text(`${l.gate}: ${l.toughness} ${profile.gate.toughness} · ${l.wounds} ${profile.gate.wounds} · ${l.save} ${profile.gate.save}+`, BODY, PAD);
    b.space(1);
    woundRow(ctx, b, l.gate, profile.gate.wounds);
  }
  const ranges = hitRanges(hitAllocation(el, devices, gatehouse))
    .map((r) => `${r.from === r.to ? r.from : `${r.from}–${r.to}`}: ${l.hitTarget[r.target]}`)
    .join(' · ');
  b.text(`${l.hits}: ${ranges}`, BODY, PAD);
  const device = devices.length === 0 ? l.noDevice : devices.map((d) => `${DEFENCE_DEVICES[d].name[ctx.lang]} – ${DEFENCE_DEVICES[d].effect[ctx.lang]}`).join(' / ');
  b.text(`${l.device}: ${device}`, BODY, PAD);
  b.text(`${l.garrison}: ${occupantsText(ctx, roster, el, defender, l)}`, BODY, PAD);
  b.space(PAD);
  b.overlay(0, (x, y) => ctx.pdf.rect(x, y, width, b.height, FRAME));
  return b;
}

function devicesBlock(ctx: DrawContext, roster: SiegeRoster, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const b = titledBlock(ctx.pdf, 'siege:devices', width, l.devices);
  const rows = roster.devices.map((d) => {
    const data = DEFENCE_DEVICES[d.device];
    return [data.name[ctx.lang], String(data.points), d.element ? elementName(roster, d.element, ctx.lang) : l.unassigned, data.effect[ctx.lang]];
  });
  const total = devicePoints(roster);
  if (rows.length === 0) b.text(l.noEquipment, BODY);
  else blockTable(ctx.pdf, b, [0.2, 0.08, 0.17, 0.55], [[l.columns.item, l.columns.points, l.columns.where, l.columns.effect], ...rows, [l.total, String(total), '', '']]);
  return b;
}

function equipmentBlock(ctx: DrawContext, roster: SiegeRoster, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const attacker = embeddedSides(roster).attacker;
  const b = titledBlock(ctx.pdf, 'siege:equipment', width, l.equipment);
  const rows = roster.equipment.map((q) => {
    const data = SIEGE_EQUIPMENT[q.item];
    const entry = q.target === undefined ? undefined : attacker?.entries.find((e) => e.id === q.target);
    const target = q.target === undefined ? '' : entry ? (ctx.lookup.card(entry.cardId)?.name[ctx.lang] ?? entry.cardId) : q.target;
    return [data.name[ctx.lang], String(data.points), target, data.effect[ctx.lang]];
  });
  const total = equipmentPoints(roster);
  if (rows.length === 0) b.text(l.noEquipment, BODY);
  else blockTable(ctx.pdf, b, [0.2, 0.08, 0.2, 0.52], [[l.columns.item, l.columns.points, l.columns.forWhat, l.columns.effect], ...rows, [l.total, String(total), '', '']]);
  return b;
}

/** Profile of the ram or the siege tower, as the rulebook gives it. */
function modelBlock(ctx: DrawContext, id: string, name: string, model: SiegeModelData, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const lang = ctx.lang;
  const b = titledBlock(ctx.pdf, `siege:model:${id}`, width, name);
  const heads = PROFILE_KEYS.map((k) => statLabel(k, lang));
  const values = PROFILE_KEYS.map((k) => (model.profile[k] === null ? '–' : String(model.profile[k])));
  blockTable(ctx.pdf, b, [0.2, ...heads.map(() => 0.8 / heads.length)], [[l.profile, ...heads], [name, ...values]]);
  b.space(1);
  const facts = [
    `${l.troopType}: ${TROOP_TYPE_NAMES[model.troopType][lang]}`,
    `${l.base}: ${model.baseMm.width} x ${model.baseMm.depth} mm`,
    `${l.unitSize}: ${model.unitSize}`,
    `${l.armourSave}: ${model.armourSave}+`,
  ];
  b.text(facts.join(' · '), BODY);
  b.text(`${l.specialRules}: ${model.rules.map((r) => r[lang]).join(', ')}`, BODY);
  if (model.weapon) {
    const w = model.weapon;
    const range = w.range === null ? l.closeCombat : `${w.range}"`;
    b.text(`${l.weapon}: ${w.name[lang]} – ${l.range} ${range}, S${w.strength}, ${statLabel('AP', lang)} ${w.ap}, ${w.rules.map((r) => r[lang]).join(', ')}`, BODY);
  }
  b.text(model.note[lang], { sizePt: TYPE_PT.small, color: COLORS.muted });
  return b;
}

function rulesBlocks(ctx: DrawContext, nightBattle: boolean, width: number): Block[] {
  const l = SIEGE_LABELS[ctx.lang];
  const rules = titledBlock(ctx.pdf, 'siege:rules', width, l.rulesTitle);
  blockTable(ctx.pdf, rules, [0.2, 0.8], [[l.term, l.rule], ...SIEGE_RULE_ROWS[ctx.lang].map((r) => [r.term, r.text])]);
  const night = titledBlock(ctx.pdf, 'siege:night', width, l.nightTitle, nightBattle ? l.nightActive : l.nightOptional);
  blockTable(ctx.pdf, night, [0.2, 0.8], [[l.term, l.rule], ...NIGHT_RULE_ROWS[ctx.lang].map((r) => [r.term, r.text])]);
  return [rules, night];
}

/** A 60 x 100 mm base footprint of a ram or siege tower, with cut lines. */
function footprint(ctx: DrawContext, name: string, model: SiegeModelData): PieceSpec {
  const { pdf, labels } = ctx;
  const w = model.baseMm.width;
  const h = model.baseMm.depth;
  return {
    kind: 'footprint',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: name,
    data: { widthMm: w, depthMm: h },
    draw(x, y) {
      const i = MARKERS.frameInsetMm;
      pdf.rect(x + i, y + i, w - 2 * i, h - 2 * i, FRAME);
      const th = centred(pdf, name, x, y + h / 2 - 6, w, TYPE_PT.heading, 'heading');
      centred(pdf, labels.markers.base(w, h), x, y + h / 2 - 5 + th, w, TYPE_PT.small, 'regular', COLORS.muted);
      const tip = y + i + 3;
      pdf.polygon([[x + w / 2, tip], [x + w / 2 - 4, tip + 6], [x + w / 2 + 4, tip + 6]], undefined, COLORS.shade);
    },
  };
}

/** Footprints of every ram and siege tower the attacker bought (none bought: no page). */
function drawFootprints(ctx: DrawContext, roster: SiegeRoster): void {
  const l = SIEGE_LABELS[ctx.lang];
  const specs: PieceSpec[] = [];
  for (const q of roster.equipment) {
    const model = SIEGE_EQUIPMENT[q.item].model;
    if (model) specs.push(footprint(ctx, SIEGE_EQUIPMENT[q.item].name[ctx.lang], model));
  }
  // Boiling oil is poured as a 3" template (the siege rules): the defender gets one to cut out.
  if (roster.devices.some((d) => d.device === 'boiling-oil')) specs.push(blastTemplate(ctx, BOILING_OIL_TEMPLATE_MM));
  if (specs.length === 0) return;
  placePieces(ctx, 'siege', specs, { title: l.footprints, hint: l.footprintHint });
}

/**
 * The siege sheet (`siege` document): the armies and points, the rules' verdict, every element
 * of the user's fortress with Toughness, Wounds as tick boxes, the gate, hit allocation, device
 * and garrison; devices and equipment with costs and effects, the ram and siege tower profiles,
 * the fortress rules in short and the night battle rules; then the base footprints page.
 */
export function drawSiegeSheet(ctx: DrawContext): void {
  const roster = ctx.job.siege;
  if (!roster) return;
  const l = SIEGE_LABELS[ctx.lang];
  const flow = new Flow(ctx, 'siege', l.title(roster.name));
  const width = flow.width;
  const blocks: Block[] = [summaryBlock(ctx, roster, width), validationBlock(ctx, roster, width)];
  const fortress = titledBlock(ctx.pdf, 'siege:fortress', width, l.fortress, roster.fortress.elements.length === 0 ? l.noElements : undefined);
  blocks.push(fortress, ...roster.fortress.elements.map((el) => elementBlock(ctx, roster, el, width)));
  blocks.push(devicesBlock(ctx, roster, width), equipmentBlock(ctx, roster, width));
  for (const id of ['ram', 'siege-tower'] as const) {
    const data = SIEGE_EQUIPMENT[id];
    if (data.model && roster.equipment.some((q) => q.item === id)) blocks.push(modelBlock(ctx, id, data.name[ctx.lang], data.model, width));
  }
  blocks.push(...rulesBlocks(ctx, roster.nightBattle ?? false, width));
  placeBlocks(flow, blocks);
  drawFootprints(ctx, roster);
}

/** "1–4: element · 5–6: unit inside" for a run of hit rolls. */
function rangesText(l: SiegeLabels, rolls: ReturnType<typeof hitAllocation>): string {
  return hitRanges(rolls)
    .map((r) => `${r.from === r.to ? r.from : `${r.from}–${r.to}`}: ${l.hitTarget[r.target]}`)
    .join(' · ');
}

/** Wall, tower and gate: Toughness, Wounds, Strength tests, what shooting hits, shooters. */
function elementsBlock(ctx: DrawContext, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const b = titledBlock(ctx.pdf, 'siege:elements', width, l.elementsTitle);
  const wall: FortressElement = { id: 'wall', kind: 'wall', name: l.wall };
  const tower: FortressElement = { id: 'tower', kind: 'tower', name: l.tower, storeys: 1 };
  const wallProfile = elementProfile(wall);
  const towerProfile = elementProfile(tower);
  const gate = elementProfile(wall, [], true).gate;
  const rows = [
    [l.wall, String(wallProfile.toughness), String(wallProfile.wounds), String(wallProfile.strength), `${rangesText(l, hitAllocation(wall))}; ${l.withWalkway(rangesText(l, hitAllocation(wall, ['covered-walkway'])))}`],
    [l.tower, String(towerProfile.toughness), l.perStorey(towerProfile.wounds), String(towerProfile.strength), `${rangesText(l, hitAllocation(tower))}; ${l.shooters(towerProfile.shooters ?? 0)} (${l.perStorey(towerProfile.shooters ?? 0)})`],
  ];
  if (gate) rows.push([l.gate, String(gate.toughness), String(gate.wounds), '–', `${gate.save}+ ${l.save}; ${l.gatehouseHits}`]);
  blockTable(ctx.pdf, b, [0.12, 0.11, 0.13, 0.12, 0.52], [[l.element, l.toughness, l.wounds, l.strengthTest, l.hits], ...rows]);
  return b;
}

/** Every defence device with its points, where it goes, which army may buy it and what it does. */
function allDevicesBlock(ctx: DrawContext, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const b = titledBlock(ctx.pdf, 'siege:all-devices', width, l.devices);
  const kind = (k: FortressElement['kind']): string => (k === 'tower' ? l.tower : l.wall);
  const rows = Object.values(DEFENCE_DEVICES).map((d) => [
    d.name[ctx.lang],
    String(d.points),
    d.elements.map(kind).join(', '),
    d.factions ? d.factions.map((f) => ARMY_NAMES[f]?.[ctx.lang] ?? factionName(ctx, f) ?? f).join(', ') : l.allArmies,
    d.effect[ctx.lang],
  ]);
  blockTable(ctx.pdf, b, [0.17, 0.08, 0.12, 0.12, 0.51], [[l.columns.item, l.columns.points, l.columns.where, l.army, l.columns.effect], ...rows]);
  return b;
}

/** Every piece of siege equipment with its points and what it does. */
function allEquipmentBlock(ctx: DrawContext, width: number): Block {
  const l = SIEGE_LABELS[ctx.lang];
  const b = titledBlock(ctx.pdf, 'siege:all-equipment', width, l.equipment);
  const rows = Object.values(SIEGE_EQUIPMENT).map((q) => [q.name[ctx.lang], q.perWarMachine ? `${q.points} ${l.perWarMachine}` : String(q.points), q.effect[ctx.lang]]);
  blockTable(ctx.pdf, b, [0.2, 0.16, 0.64], [[l.columns.item, l.columns.points, l.columns.effect], ...rows]);
  return b;
}

/**
 * The Old World siege quick reference (`quickref` for an Old World list or a siege roster): the
 * fortress elements' profiles and hit allocation, every defence device and piece of siege
 * equipment with points, restrictions and effects, the ram and siege tower profiles, the siege
 * rules in short and night battles (units see 18").
 */
export function drawSiegeQuickref(ctx: DrawContext): void {
  const l = SIEGE_LABELS[ctx.lang];
  const flow = new Flow(ctx, 'quickref', l.quickrefTitle);
  const width = flow.width;
  const blocks: Block[] = [elementsBlock(ctx, width), allDevicesBlock(ctx, width), allEquipmentBlock(ctx, width)];
  for (const id of ['ram', 'siege-tower'] as const) {
    const data = SIEGE_EQUIPMENT[id];
    if (data.model) blocks.push(modelBlock(ctx, id, data.name[ctx.lang], data.model, width));
  }
  blocks.push(...rulesBlocks(ctx, ctx.job.siege?.nightBattle ?? false, width));
  placeBlocks(flow, blocks);
}
