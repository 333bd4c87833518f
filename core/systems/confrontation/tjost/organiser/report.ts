import type { Issue } from '../../../../checks/types';
import type { CardLookup } from '../../../../db/types';
import { entryNamer, issueMessage } from '../../../../i18n/issues';
import { translate } from '../../../../i18n/translate';
import type { Lang } from '../../../../model/system';
import type { EventFile, Player } from './event';
import { checkSelectionList } from './registration';

/** One player's registration as the organiser sends it back: the list's check in words. */
export interface PlayerReport {
  playerId: string;
  name: string;
  /** People / faction in the language, or its id when unknown. */
  faction: string;
  listFile: string;
  points: number;
  valid: boolean;
  errors: number;
  warnings: number;
  /** Set when the player has no list yet. */
  missing: boolean;
  issues: { code: string; severity: Issue['severity']; message: string }[];
}

/** The faction's name in the language (Confrontation), or its id. */
export function factionLabel(lookup: CardLookup, faction: string | undefined, lang: Lang): string {
  if (!faction) return '';
  return lookup.faction?.('confrontation', faction)?.name[lang] ?? faction;
}

/** Checks the player's list again (the rules and cards as they are now) and puts every issue in words. */
export function playerReport(player: Player, lookup: CardLookup, lang: Lang, now: Date): PlayerReport {
  const base = { playerId: player.id, name: player.name, faction: factionLabel(lookup, player.faction, lang), listFile: player.listFile ?? '' };
  if (!player.list) return { ...base, points: 0, valid: false, errors: 0, warnings: 0, missing: true, issues: [] };
  const { check, issues } = checkSelectionList(player.list, lookup, now);
  const names = { entryName: entryNamer(player.list, lookup, lang) };
  return {
    ...base,
    points: check.points,
    valid: check.valid,
    errors: check.errors,
    warnings: check.warnings,
    missing: false,
    issues: issues.map((i) => ({ code: i.code, severity: i.severity, message: issueMessage(i, lang, names) })),
  };
}

export function playerReports(event: EventFile, lookup: CardLookup, lang: Lang, now: Date): PlayerReport[] {
  return event.players.map((p) => playerReport(p, lookup, lang, now));
}

/** The counts of the summary: players, valid lists, lists with errors, players without a list. */
export function reportSummary(reports: readonly PlayerReport[]): { players: number; valid: number; invalid: number; missing: number } {
  return {
    players: reports.length,
    valid: reports.filter((r) => !r.missing && r.valid).length,
    invalid: reports.filter((r) => !r.missing && !r.valid).length,
    missing: reports.filter((r) => r.missing).length,
  };
}

/** The summary line in words ("8 players: 7 lists valid, 1 with errors, 0 without a list."), plural forms as the counts need; the app, the CLI and the printed report say it so. */
export function reportSummaryText(s: { players: number; valid: number; invalid: number; missing: number }, lang: Lang): string {
  return translate(lang, 'organiser.report.summary', {
    players: translate(lang, 'organiser.report.players', {}, s.players),
    valid: translate(lang, 'organiser.report.validLists', {}, s.valid),
    invalid: s.invalid,
    missing: s.missing,
  });
}

/** One player's report as text (to send back to the player). */
export function playerReportText(r: PlayerReport, lang: Lang): string {
  const t = (id: string, params: Record<string, string | number> = {}) => translate(lang, `organiser.report.${id}`, params);
  const head = [r.name, r.faction, r.listFile].filter(Boolean).join(' – ');
  const status = r.missing ? t('missing') : r.valid ? t('valid', { points: r.points, warnings: r.warnings }) : t('invalid', { points: r.points, errors: r.errors, warnings: r.warnings });
  const lines = [head, `  ${status}`];
  for (const i of r.issues) lines.push(`  - ${translate(lang, `cli.severity.${i.severity}`)}: ${i.message} [${i.code}]`);
  return lines.join('\n');
}

/** The summary and every player's report as one text (the registration report). */
export function registrationReportText(event: Pick<EventFile, 'name' | 'date'>, reports: readonly PlayerReport[], lang: Lang): string {
  const title = translate(lang, 'organiser.report.title', { event: event.name || '–', date: event.date ?? '' }).trim();
  const summary = reportSummaryText(reportSummary(reports), lang);
  return [title, summary, '', ...reports.map((r) => playerReportText(r, lang) + '\n')].join('\n');
}
