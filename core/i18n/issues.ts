import type { CardLookup } from '../db/types';
import type { ArmyList } from '../model/list';
import type { Lang } from '../model/system';
import type { Issue } from '../checks/types';
import { lookupMessage, translate, type MessageParams } from './translate';

/** Params of issues that hold entry ids; they are shown as entry names. */
const ENTRY_PARAMS = ['machine', 'vehicle', 'first', 'second', 'bearer'] as const;

/** A profile value's abbreviation in the language (the catalogue's `stat.*`); unknown ones as written. */
export function statLabel(stat: string, lang: Lang): string {
  return lookupMessage(lang, `stat.${stat}`) ?? stat;
}

/** What the one message function needs to name the things an issue points at. */
export interface IssueTextContext {
  /** Lists: display name of an entry (the issue's entry and entry-id params). */
  entryName?(entryId: string): string;
  /** Other documents: their own params in the language (a siege roster's subject, elements, devices, armies). */
  params?(issue: Issue, lang: Lang): MessageParams;
}

/** Message id of an issue: `issue.<code>`, or `issue.<code>-<variant>` for a variant. */
export function messageId(issue: Issue): string {
  const variant = issue.params.variant;
  const base = `issue.${issue.code}`;
  return typeof variant === 'string' && variant !== '' ? `${base}-${variant}` : base;
}

/**
 * The params of an issue ready for display: `entry` and entry-id params as names, stats and
 * reasons in the language. Feed them to `translate` or to vue-i18n's `t(messageId(issue), ...)`.
 */
export function issueParams(issue: Issue, lang: Lang, ctx: IssueTextContext): MessageParams {
  const p: MessageParams = { ...issue.params };
  const entryName = ctx.entryName;
  if (entryName) {
    if (issue.entryId !== undefined) p.entry = entryName(issue.entryId);
    for (const key of ENTRY_PARAMS) {
      const v = p[key];
      if (typeof v === 'string') p[key] = entryName(v);
    }
  }
  if (typeof p.stat === 'string') p.stat = statLabel(p.stat, lang);
  if (p.actual === '-') p.actual = translate(lang, 'param.none');
  if (typeof p.reason === 'string' && lookupMessage(lang, `param.reason.${p.reason}`) !== undefined) {
    p.reason = translate(lang, `param.reason.${p.reason}`);
  }
  for (const key of ['category', 'group', 'field', 'system', 'kind'] as const) {
    const v = p[key];
    if (typeof v === 'string' && lookupMessage(lang, `param.${key}.${v}`) !== undefined) p[key] = translate(lang, `param.${key}.${v}`);
  }
  Object.assign(p, languageParams(p, lang));
  return ctx.params ? { ...p, ...ctx.params(issue, lang) } : p;
}

/** Texts given in both languages (`units_de`, `units_en`) as `units` in the language shown (issues and file problems alike). */
export function languageParams(params: MessageParams, lang: Lang): MessageParams {
  const out: MessageParams = {};
  for (const [key, value] of Object.entries(params)) {
    const m = /^(.+)_(de|en)$/.exec(key);
    if (m?.[1] && m[2] === lang) out[m[1]] = value;
  }
  return out;
}

/**
 * The one message function: an issue in plain words, naming what it is about, the failed condition
 * and the rule it comes from. A message with plural forms (`a | b`) takes the form for the issue's
 * `count` param ("1 crew figure", "2 crew figures").
 */
export function issueMessage(issue: Issue, lang: Lang, ctx: IssueTextContext): string {
  const count = issue.params.count;
  return translate(lang, messageId(issue), issueParams(issue, lang, ctx), typeof count === 'number' ? count : undefined);
}

/** How entry names are numbered: only where entries share a card (screens), or always (sheets with a # column). */
interface EntryNaming {
  numbered?: 'shared' | 'always';
  /** The name shown for a card the database does not know (default: its card id). */
  unknownCard?(cardId: string): string;
}

/**
 * The one way entries are named (screens, messages, sheets): the player's name for it ("Da Big
 * Mob"), else the card's name in the language, and its row number, e.g. "Goblin Minelayer (#3)" —
 * on screens only when several entries are named alike, on the sheets always (their rows are
 * numbered).
 */
export function entryNamer(list: ArmyList, lookup: CardLookup, lang: Lang, naming: EntryNaming = {}): (entryId: string) => string {
  const key = (e: ArmyList['entries'][number]): string => (e.name ? `name:${e.name}` : `card:${e.cardId}`);
  const alike = new Map<string, number>();
  for (const e of list.entries) alike.set(key(e), (alike.get(key(e)) ?? 0) + 1);
  const byId = new Map(list.entries.map((e) => [e.id, e]));
  const row = new Map(list.entries.map((e, i) => [e.id, i + 1]));
  return (entryId) => {
    const e = byId.get(entryId);
    if (!e) return entryId;
    const name = e.name ?? lookup.card(e.cardId)?.name[lang] ?? naming.unknownCard?.(e.cardId) ?? e.cardId;
    return naming.numbered === 'always' || (alike.get(key(e)) ?? 0) > 1 ? `${name} (#${row.get(e.id) ?? 0})` : name;
  };
}

/**
 * One figure of an entry, as the table counts them (At the table, the printed SP trackers and
 * barricades): the entry's name, and for an entry of several figures which one, "(2/3)".
 */
export function figureName(entryName: string, figure: number, figures: number): string {
  return figures > 1 ? `${entryName} (${figure}/${figures})` : entryName;
}
