import type { CardLookup } from '../db/types';
import type { DbCard } from '../model/card';
import { abilityTitle, inProfileOrder } from '../model/card-terms';
import { ownName } from '../list/own-name';
import { entryNamer, issueMessage, statLabel } from '../i18n/issues';
import { translate } from '../i18n/translate';
import { percent } from '../i18n/decimal';
import type { ArmyList, Assignment, Entry } from '../model/list';
import { SYSTEMS, type Lang } from '../model/system';
import { entryPoints, listTotals } from '../list/totals';
import { categoryTotals, compositionName, listCompositionName, owFacts } from '../systems/oldworld/facts';
import { compositionRuleName } from '../systems/oldworld/matched-play';
import { boughtLines, boughtText } from '../systems/oldworld/bought';
import { entryCompositionOf } from '../systems/oldworld/composition';
import { choicesOf, countedOptions, detachmentsOf, profileRowName, specialRulesOf } from '../systems/oldworld/unit';
import type { OwProfile, OwText } from '../systems/oldworld/model';
import { PROFILE_KEYS } from '../systems/oldworld/siege/data';
import { gameSizeLabel, gameSizeOf } from '../systems/chronopia/game-size';
import { summarize } from '../checks/engine';
import { validateList } from '../checks/validate-list';
import { DEFAULT_TEXT_CHOICES, type TextChoices, type TextStyle } from './text-options';

/** A word of the text export from the catalogue (`textExport.*`). */
const word = (lang: Lang, id: string, params: Record<string, string | number> = {}): string => translate(lang, `textExport.${id}`, params);

export interface TextExportOptions extends Partial<TextChoices> {
  lang: Lang;
  /** Display name of the list's faction. */
  factionName?: string;
}

/** An assignment in the system's words: a Chronopia chariot has crew, a FORTIFICATION war machine servants and substitutes. */
function assignmentText(a: Assignment, list: Pick<ArmyList, 'system'>, lang: Lang, nameOf: (id: string) => string): string {
  switch (a.type) {
    case 'crew':
      if (list.system === 'chronopia') return word(lang, 'chariotCrew', { m: nameOf(a.machine) });
      return word(lang, a.role === 'servant' ? 'crewServant' : 'crewSubstitute', { m: nameOf(a.machine) });
    case 'aboard':
      return word(lang, 'aboard', { v: nameOf(a.vehicle) });
    case 'bearer':
      return word(lang, 'bearer', { b: nameOf(a.bearer) });
  }
}

/**
 * What kind of list it is, in the heading line before the limit. A standard Chronopia list names
 * its game size instead ("Army" is one of them, so "Army list" would mislead; without points its
 * name alone), or nothing where the limit falls between sizes.
 */
function listKindText(list: Pick<ArmyList, 'system' | 'kind' | 'pointsLimit'>, lang: Lang, points: boolean): string | undefined {
  if (list.system !== 'chronopia' || list.kind !== 'standard') return word(lang, `kind.${list.kind}`);
  const size = gameSizeOf(list.pointsLimit);
  return size ? word(lang, 'gameSize', { size: points ? gameSizeLabel(size, lang) : size.name[lang] }) : undefined;
}

/** A note on one line (compact, a Markdown entry): its lines apart by " / ", blank ones left out. */
const oneLine = (lines: readonly string[]): string => lines.filter((l) => l !== '').join(' / ');

/** A note's lines as written, blank lines between paragraphs kept; none before the first or after the last. */
const noteLines = (text: string | undefined): string[] => {
  const lines = (text ?? '').split(/\r?\n|\r/).map((l) => l.trimEnd());
  const first = lines.findIndex((l) => l !== '');
  if (first === -1) return [];
  const last = lines.findLastIndex((l) => l !== '');
  return lines.slice(first, last + 1);
};

/**
 * What a Confrontation or Chronopia figure carries unseen, left out of a secret list: its artifacts
 * and equipment (the item cards of its blister, as outsideBlister groups them). Spells and miracles
 * stay, as an Old World wizard's lore does.
 */
const SECRET_KINDS: ReadonlySet<string> = new Set(['artifact', 'equipment']);

/** Whether a secret list leaves an entry out (SECRET_KINDS); an Old World unit's magic items are left out of what it bought instead. */
const isSecretEntry = (card: DbCard | undefined): boolean => card !== undefined && SECRET_KINDS.has(card.kind);

/**
 * An entry's special rules as lines (the choice `specialRules`): a card's abilities with their
 * values ("Abilities: Transport / 4"); an Old World unit's rules in the composition it is taken from
 * (specialRulesOf), then those of each option it took (a mount) and each detachment, named in brackets.
 */
function ruleLines(e: Entry, card: DbCard, composition: string, lookup: CardLookup, lang: Lang): string[] {
  const lines: string[] = [];
  if (card.abilities.length) lines.push(`${word(lang, `abilities.${card.system}`)}: ${card.abilities.map((a) => abilityTitle(a, lang)).join(', ')}`);
  const ow = card.oldworld;
  if (!ow) return lines;
  const own = specialRulesOf(card, composition);
  if (own) lines.push(`${word(lang, 'specialRules')}: ${own[lang]}`);
  const of = (name: OwText, rules: OwText): string => `${word(lang, 'specialRulesOf', { name: name[lang] })}: ${rules[lang]}`;
  const chosen = new Set(countedOptions(e, card));
  for (const [id, { option }] of choicesOf(card)) if (chosen.has(id) && option.specialRules) lines.push(of(option.name, option.specialRules));
  for (const d of ow.detachments ?? []) if (d.specialRules) lines.push(of(d.name, d.specialRules));
  for (const d of detachmentsOf(e, lookup)) {
    const rules = specialRulesOf(d.card, composition);
    if (rules) lines.push(of(d.card.name, rules));
  }
  return lines;
}

/** Profile values as a line: "M 4, WS 5, BS 5", each after its label in the language (statLabel). */
const profileValues = (keys: readonly string[], value: (key: string) => string | number, lang: Lang): string => keys.map((k) => `${statLabel(k, lang)} ${value(k)}`).join(', ');

/**
 * An entry's profile as lines (the choice `profiles`): a card's values in its system's order
 * ("Profile: MOV 10, INI 3, …"); an Old World unit's rows, those of the mount it rides and of the
 * detachments it takes, each named by its model ("Empire Knight: M -, WS 4, …"), a row given twice once.
 */
function profileLines(e: Entry, card: DbCard, lookup: CardLookup, lang: Lang): string[] {
  const lines: string[] = [];
  const keys = inProfileOrder(Object.keys(card.stats), card.system);
  if (keys.length) lines.push(`${word(lang, 'profile')}: ${profileValues(keys, (k) => card.stats[k] ?? '', lang)}`);
  const ow = card.oldworld;
  if (!ow) return lines;
  const chosen = new Set(countedOptions(e, card));
  const rows: OwProfile[] = [
    ...ow.profiles,
    ...ow.mounts.filter((m) => chosen.has(m.id)).flatMap((m) => m.profiles ?? []),
    ...detachmentsOf(e, lookup).flatMap((d) => d.card.oldworld?.profiles ?? []),
  ];
  // A row named as its unit, mount or detachment is named so in the language (profileRowName).
  const owners = [card.name, ...ow.mounts.filter((m) => chosen.has(m.id)).map((m) => m.name), ...detachmentsOf(e, lookup).map((d) => d.card.name)];
  for (const row of rows) {
    const columns = PROFILE_KEYS.filter((k) => row.stats[k] !== undefined);
    const line = `${profileRowName(row, owners, lang)}: ${profileValues(columns, (k) => row.stats[k] ?? '', lang)}`;
    if (columns.length && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

/** One entry as the formats write it. */
interface EntryParts {
  count: number;
  name: string;
  /** The player's own name for it, when it says more than the card's. */
  own?: string;
  /** Warband, ally, assignments, sample card. */
  extra: string[];
  points: number;
  /** What an Old World unit bought (boughtText: each item its bearer carries after it in brackets). */
  bought: string;
  /** Its special rules and profile lines (ruleLines, profileLines), when chosen. */
  rules: string[];
  profiles: string[];
  note: string[];
}

interface Section {
  /** An Old World category; none for the other games. */
  title?: string;
  points?: number;
  percent?: number;
  entries: EntryParts[];
}

/** The list as the formats write it: every word and number worked out once, in the one place each comes from. */
interface ListParts {
  title: string;
  headline: string;
  player?: string;
  notes: string[];
  sections: Section[];
  total: number;
  limit: number;
  valid: boolean;
  /** "2 errors", "0 warnings". */
  errors: string;
  warnings: string;
  problems: string[];
}

function listParts(list: ArmyList, lookup: CardLookup, options: TextExportOptions, choices: TextChoices): ListParts {
  const { lang } = options;
  const w = (id: string, params: Record<string, string | number> = {}) => word(lang, id, params);
  const unit = SYSTEMS[list.system].points[lang];
  const nameOf = entryNamer(list, lookup, lang);
  // The one points total and limit (core/list/totals): a TJOST game list's limit is 300 plus its allowance.
  const { points: total, limit } = listTotals(list, lookup);

  const heading = [SYSTEMS[list.system].name[lang], options.factionName ?? list.faction];
  if (list.system === 'oldworld') heading.push(...[listCompositionName(lookup, list)?.[lang] ?? '', compositionRuleName(list.compositionRule)].filter(Boolean));
  const kind = listKindText(list, lang, choices.points);
  if (kind) heading.push(kind);
  if (choices.points) heading.push(`${w('limit')} ${limit} ${unit}`);

  const entryParts = (e: Entry): EntryParts => {
    const card = lookup.card(e.cardId);
    const extra = e.assignments.map((a) => assignmentText(a, list, lang, nameOf));
    if (e.group) extra.unshift(w('warband', { name: e.group }));
    if (e.allyFrom && card) extra.unshift(w('ally', { composition: compositionName(lookup, card.faction, e.allyFrom)[lang] }));
    if (card?.source === 'sample') extra.push(w('sample'));
    const composition = card?.oldworld ? entryCompositionOf(e, card.faction, list, lookup) : '';
    // A secret list shows no magic item, not even the one a command member carries.
    const lines = card?.oldworld ? boughtLines(e, card, lookup, composition).filter((l) => !choices.secret || l.kind !== 'item') : [];
    const bought = card?.oldworld ? boughtText(lines, lang, { points: choices.points }) : '';
    const own = ownName(e, card, lang);
    return {
      count: e.count,
      name: card?.name[lang] ?? e.cardId,
      ...(own ? { own } : {}),
      extra,
      points: entryPoints(e, card, lookup),
      bought,
      rules: card && choices.specialRules ? ruleLines(e, card, composition, lookup, lang) : [],
      profiles: card && choices.profiles ? profileLines(e, card, lookup, lang) : [],
      note: choices.notes ? noteLines(e.note) : [],
    };
  };

  // A secret list leaves out the artifacts and equipment a figure carries (SECRET_KINDS).
  const listed = choices.secret ? list.entries.filter((e) => !isSecretEntry(lookup.card(e.cardId))) : list.entries;
  const sections: Section[] = [];
  if (list.system === 'oldworld') {
    // The units under their categories in the category order, with the category's points and
    // share (categoryTotals, the editor's and the sheet's numbers); what is no Old World unit last.
    const category = new Map(owFacts(list, lookup).units.map((u) => [u.entry, u.category]));
    for (const c of categoryTotals(list, lookup)) {
      const entries = listed.filter((e) => category.get(e) === c.category);
      if (entries.length) sections.push({ title: translate(lang, `param.category.${c.category}`), points: c.points, percent: c.percent, entries: entries.map(entryParts) });
    }
    const other = listed.filter((e) => !category.has(e));
    if (other.length) sections.push({ title: w('otherEntries'), entries: other.map(entryParts) });
  } else sections.push({ entries: listed.map(entryParts) });

  const issues = validateList(list, lookup);
  const summary = summarize(issues);
  const counted = (id: string, n: number): string => translate(lang, `textExport.${id}`, { n }, n);
  return {
    title: list.name || w(`kind.${list.kind}`),
    headline: heading.join(' · '),
    ...(list.player ? { player: list.player } : {}),
    notes: choices.notes ? noteLines(list.notes) : [],
    sections,
    total,
    limit,
    valid: issues.length === 0,
    errors: counted('errors', summary.errors),
    warnings: counted('warnings', summary.warnings),
    problems: issues.map((issue) => issueMessage(issue, lang, { entryName: nameOf })),
  };
}

/** Characters Markdown (Discord's too) reads as formatting, escaped so names and notes show as typed. */
const md = (text: string): string => text.replace(/[\\*_~`|]/g, '\\$&');

/** Lines of a text under a label: the first after it, the others lined up below it. */
const labelled = (label: string, lines: readonly string[], indent = ''): string[] => lines.map((l, i) => (i === 0 ? `${indent}${label}${l}` : l === '' ? '' : `${indent}${' '.repeat(label.length)}${l}`));

interface Writer {
  parts: ListParts;
  choices: TextChoices;
  lang: Lang;
  unit: string;
  w: (id: string, params?: Record<string, string | number>) => string;
}

/** An entry's first words: `2x Khor warrior "Own name" (aboard Armoured chariot)`, the card's name as `name` writes it. */
function entryHead(e: EntryParts, name: (text: string) => string = (t) => t, text: (t: string) => string = (t) => t): string {
  const own = e.own ? ` "${text(e.own)}"` : '';
  const tail = e.extra.length ? ` (${text(e.extra.join('; '))})` : '';
  return `${e.count}x ${name(text(e.name))}${own}${tail}`;
}

/** A category's heading in brackets: `Core units [330 points, 16.5%]`; without points its name. */
function sectionTitle(s: Section, { choices, lang, unit }: Writer): string {
  if (!choices.points || s.points === undefined) return s.title ?? '';
  return `${s.title} [${s.points} ${unit}${s.percent === undefined ? '' : `, ${percent(lang, s.percent)}`}]`;
}

/** The check's result: valid, or the problems with each one (detailed: its message on a line). */
function validation({ parts, w }: Writer, detailed: boolean, bullet: string): string[] {
  if (parts.valid) return [w('valid')];
  if (!detailed) return [w('problemsShort', { errors: parts.errors, warnings: parts.warnings })];
  return [w('problems', { errors: parts.errors, warnings: parts.warnings }), ...parts.problems.map((p) => `${bullet}${p}`)];
}

/** Plain text for e-mail: a line per entry, what it bought and its note below it. */
function plainText(wr: Writer): string[] {
  const { parts, choices, unit, w } = wr;
  const lines = [parts.title, parts.headline];
  if (parts.player) lines.push(`${w('player')}: ${parts.player}`);
  lines.push(...labelled(`${w('notes')}: `, parts.notes));
  for (const s of parts.sections) {
    lines.push('');
    if (s.title) lines.push(`++ ${sectionTitle(s, wr)} ++`);
    for (const e of s.entries) {
      lines.push(choices.points ? `${entryHead(e)}: ${e.points} ${unit}` : entryHead(e));
      if (e.bought) lines.push(`   ${e.bought}`);
      lines.push(...[...e.rules, ...e.profiles].map((l) => `   ${l}`));
      lines.push(...labelled(`${w('note')}: `, e.note, '   '));
    }
  }
  lines.push('');
  if (choices.points) lines.push(`${w('total')}: ${parts.total} / ${parts.limit} ${unit}`);
  // Problems name points: without points their number alone.
  lines.push(...validation(wr, choices.points, '- '), '', w('made'));
  return lines;
}

/** Markdown for Discord and forums: headings, a bullet per entry with its purchases and note beneath. */
function markdownText(wr: Writer): string[] {
  const { parts, choices, unit, w } = wr;
  const lines = [`## ${md(parts.title)}`, md(parts.headline)];
  if (parts.player) lines.push(`**${w('player')}:** ${md(parts.player)}`);
  if (parts.notes.length) lines.push(`**${w('notes')}:**`, ...parts.notes.map((l) => `> ${md(l)}`));
  for (const s of parts.sections) {
    lines.push('');
    if (s.title) lines.push(`### ${md(sectionTitle(s, wr))}`);
    for (const e of s.entries) {
      const head = entryHead(e, (name) => `**${name}**`, md);
      lines.push(choices.points ? `- ${head}: ${e.points} ${unit}` : `- ${head}`);
      if (e.bought) lines.push(`  - ${md(e.bought)}`);
      lines.push(...[...e.rules, ...e.profiles].map((l) => `  - ${md(l)}`));
      if (e.note.length) lines.push(`  - *${w('note')}: ${md(oneLine(e.note))}*`);
    }
  }
  lines.push('');
  if (choices.points) lines.push(`**${w('total')}: ${parts.total} / ${parts.limit} ${unit}**`);
  lines.push(...validation(wr, choices.points, '- ').map(md), '', `*${w('made')}*`);
  return lines;
}

/** Compact: the list in a line, then one line per unit with all it bought and its note. */
function compactText(wr: Writer): string[] {
  const { parts, choices, unit, w } = wr;
  const lines = [`${parts.title} · ${parts.headline}`];
  if (parts.player) lines.push(`${w('player')}: ${parts.player}`);
  if (parts.notes.length) lines.push(`${w('notes')}: ${oneLine(parts.notes)}`);
  for (const s of parts.sections) {
    if (s.title) lines.push(`++ ${sectionTitle(s, wr)} ++`);
    for (const e of s.entries) {
      const more = [e.bought, ...e.rules, ...e.profiles, e.note.length ? `${w('note')}: ${oneLine(e.note)}` : ''].filter(Boolean);
      lines.push([choices.points ? `${entryHead(e)}: ${e.points} ${unit}` : entryHead(e), ...more].join(' · '));
    }
  }
  const result = validation(wr, false, '');
  lines.push(choices.points ? `${w('total')}: ${parts.total} / ${parts.limit} ${unit} · ${result.join('')}` : result.join(''), w('made'));
  return lines;
}

const WRITERS: Record<TextStyle, (wr: Writer) => string[]> = { plain: plainText, markdown: markdownText, compact: compactText };

/**
 * The list as text for e-mail, Discord and forums: header, the entries (an Old World list's under
 * its categories with their points), total and the check's result, in the chosen style
 * (`plain`, `markdown`, `compact`), with or without points, notes, special rules and profiles, or
 * as a secret list (TextChoices).
 */
export function listToText(list: ArmyList, lookup: CardLookup, options: TextExportOptions): string {
  const secret = options.secret ?? DEFAULT_TEXT_CHOICES.secret;
  const choices: TextChoices = {
    style: options.style ?? DEFAULT_TEXT_CHOICES.style,
    // A secret list has no number of points, whatever `points` says.
    points: !secret && (options.points ?? DEFAULT_TEXT_CHOICES.points),
    notes: options.notes ?? DEFAULT_TEXT_CHOICES.notes,
    specialRules: options.specialRules ?? DEFAULT_TEXT_CHOICES.specialRules,
    profiles: options.profiles ?? DEFAULT_TEXT_CHOICES.profiles,
    secret,
  };
  const { lang } = options;
  const writer: Writer = {
    parts: listParts(list, lookup, options, choices),
    choices,
    lang,
    unit: SYSTEMS[list.system].points[lang],
    w: (id, params = {}) => word(lang, id, params),
  };
  return WRITERS[choices.style](writer).join('\n') + '\n';
}
