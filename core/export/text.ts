import type { CardLookup } from '../db/types';
import { ownName } from '../list/own-name';
import { entryNamer, issueMessage } from '../i18n/issues';
import { translate } from '../i18n/translate';
import { percent } from '../i18n/decimal';
import type { ArmyList, Assignment } from '../model/list';
import { SYSTEMS, type Lang } from '../model/system';
import { entryPoints, pointsLimit } from '../list/totals';
import { categoryTotals, compositionName, listCompositionName } from '../systems/oldworld/facts';
import { compositionRuleName } from '../systems/oldworld/matched-play';
import { boughtLines, boughtText } from '../systems/oldworld/bought';
import { entryCompositionOf } from '../systems/oldworld/composition';
import { gameSizeLabel, gameSizeOf } from '../systems/chronopia/game-size';
import { summarize } from '../checks/engine';
import { validateList } from '../checks/validate-list';

/** A word of the text export from the catalogue (`textExport.*`). */
const word = (lang: Lang, id: string, params: Record<string, string | number> = {}): string => translate(lang, `textExport.${id}`, params);

interface TextExportOptions {
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
 * What kind of list it is, with its separator, before the limit in the heading line. A standard
 * Chronopia list names its game size instead ("Army" is one of them, so "Army list" would
 * mislead), or nothing where the limit falls between sizes.
 */
function listKindText(list: Pick<ArmyList, 'system' | 'kind' | 'pointsLimit'>, lang: Lang): string {
  if (list.system !== 'chronopia' || list.kind !== 'standard') return `${word(lang, `kind.${list.kind}`)} · `;
  const size = gameSizeOf(list.pointsLimit);
  return size ? `${word(lang, 'gameSize', { size: gameSizeLabel(size, lang) })} · ` : '';
}

/** The list as plain text for e-mail and forums: header, one line per entry, total, problems. */
export function listToText(list: ArmyList, lookup: CardLookup, options: TextExportOptions): string {
  const { lang } = options;
  const w = (id: string, params: Record<string, string | number> = {}) => word(lang, id, params);
  const kind = w(`kind.${list.kind}`);
  const unit = SYSTEMS[list.system].points[lang];
  const nameOf = entryNamer(list, lookup, lang);
  const lines: string[] = [];
  lines.push(list.name || kind);
  // The one limit (core/list/totals): a TJOST game list's is 300 plus its allowance.
  const limit = pointsLimit(list, lookup);
  const oldWorld = list.system === 'oldworld' ? ` · ${[listCompositionName(lookup, list)?.[lang] ?? '', compositionRuleName(list.compositionRule)].filter(Boolean).join(' · ')}` : '';
  lines.push(`${SYSTEMS[list.system].name[lang]} · ${options.factionName ?? list.faction}${oldWorld} · ${listKindText(list, lang)}${w('limit')} ${limit} ${unit}`);
  if (list.player) lines.push(`${w('player')}: ${list.player}`);
  lines.push('');
  let total = 0;
  for (const e of list.entries) {
    const card = lookup.card(e.cardId);
    const points = entryPoints(e, card, lookup);
    total += points;
    const extra = e.assignments.map((a) => assignmentText(a, list, lang, nameOf));
    if (e.group) extra.unshift(w('warband', { name: e.group }));
    if (e.allyFrom && card) extra.unshift(w('ally', { composition: compositionName(lookup, card.faction, e.allyFrom)[lang] }));
    if (card?.source === 'sample') extra.push(w('sample'));
    const tail = extra.length ? ` (${extra.join('; ')})` : '';
    const named = ownName(e, card, lang);
    const own = named ? ` "${named}"` : '';
    lines.push(`${e.count}x ${card?.name[lang] ?? e.cardId}${own}${tail}: ${points} ${unit}`);
    if (card?.oldworld) {
      const bought = boughtText(boughtLines(e, card, lookup, entryCompositionOf(e, card.faction, list, lookup)), lang);
      if (bought) lines.push(`   ${bought}`);
    }
  }
  lines.push('');
  lines.push(`${w('total')}: ${total} / ${limit} ${unit}`);
  if (list.system === 'oldworld') {
    const shares = categoryTotals(list, lookup).filter((c) => c.points > 0);
    if (shares.length) lines.push(shares.map((c) => `${translate(lang, `param.category.${c.category}`)} ${c.points} (${percent(lang, c.percent)})`).join(' · '));
  }
  const issues = validateList(list, lookup);
  const summary = summarize(issues);
  if (issues.length === 0) lines.push(w('valid'));
  else {
    const counted = (id: string, n: number): string => translate(lang, `textExport.${id}`, { n }, n);
    lines.push(w('problems', { errors: counted('errors', summary.errors), warnings: counted('warnings', summary.warnings) }));
    for (const issue of issues) lines.push(`- ${issueMessage(issue, lang, { entryName: nameOf })}`);
  }
  lines.push('');
  lines.push(w('made'));
  return lines.join('\n') + '\n';
}
