import type { Issue } from '../../../../checks/types';
import type { CardLookup } from '../../../../db/types';
import { entryNamer, issueMessage } from '../../../../i18n/issues';
import { translate } from '../../../../i18n/translate';
import { formatCalendarDate } from '../../../../model/calendar-date';
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
  /** Set when the player dropped out: listed and marked, but not counted as a list to fix. */
  dropped: boolean;
  issues: { code: string; severity: Issue['severity']; message: string }[];
}

/** The faction's name in the language (Confrontation), or its id. */
export function factionLabel(lookup: CardLookup, faction: string | undefined, lang: Lang): string {
  if (!faction) return '';
  return lookup.faction?.('confrontation', faction)?.name[lang] ?? faction;
}

/** Checks the player's list again (the rules and cards as they are now) and puts every issue in words. */
export function playerReport(player: Player, lookup: CardLookup, lang: Lang, now: Date): PlayerReport {
  const base = { playerId: player.id, name: player.name, faction: factionLabel(lookup, player.faction, lang), listFile: player.listFile ?? '', dropped: player.dropped === true };
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

/** What the registration report sums up: every player, and of those still in the event the valid lists, the lists with errors and those without a list; the players who dropped out. */
export interface ReportSummary {
  players: number;
  valid: number;
  invalid: number;
  missing: number;
  /** Players who dropped out; their lists are not counted as valid, invalid or missing (absent: none). */
  dropped?: number;
}

/**
 * The counts of the summary: players, and of the active ones valid lists, lists with errors and
 * players without a list; dropped players are counted apart (a list of theirs needs no fixing,
 * so `event check` does not fail for it).
 */
export function reportSummary(reports: readonly PlayerReport[]): Required<ReportSummary> {
  const active = reports.filter((r) => !r.dropped);
  return {
    players: reports.length,
    valid: active.filter((r) => !r.missing && r.valid).length,
    invalid: active.filter((r) => !r.missing && !r.valid).length,
    missing: active.filter((r) => r.missing).length,
    dropped: reports.length - active.length,
  };
}

/** The summary line in words ("8 players: 7 lists valid, 1 with errors, 0 without a list."; "…; 1 dropped out." when players dropped out), plural forms as the counts need; the app, the CLI and the printed report say it so. */
export function reportSummaryText(s: ReportSummary, lang: Lang): string {
  return translate(lang, s.dropped ? 'organiser.report.summaryDropped' : 'organiser.report.summary', {
    players: translate(lang, 'organiser.report.players', {}, s.players),
    valid: translate(lang, 'organiser.report.validLists', {}, s.valid),
    invalid: s.invalid,
    missing: s.missing,
    dropped: s.dropped ?? 0,
  });
}

/** A player's name as the report heads it: marked when the player dropped out. */
export function reportName(r: Pick<PlayerReport, 'name' | 'dropped'>, lang: Lang): string {
  return r.dropped ? translate(lang, 'organiser.report.droppedName', { name: r.name }) : r.name;
}

/** One player's report as text (to send back to the player). */
export function playerReportText(r: PlayerReport, lang: Lang): string {
  const t = (id: string, params: Record<string, string | number> = {}) => translate(lang, `organiser.report.${id}`, params);
  const head = [reportName(r, lang), r.faction, r.listFile].filter(Boolean).join(' – ');
  const status = r.missing ? t('missing') : r.valid ? t('valid', { points: r.points, warnings: r.warnings }) : t('invalid', { points: r.points, errors: r.errors, warnings: r.warnings });
  const lines = [head, `  ${status}`];
  for (const i of r.issues) lines.push(`  - ${translate(lang, `cli.severity.${i.severity}`)}: ${i.message} [${i.code}]`);
  return lines.join('\n');
}

/** The summary and every player's report as one text (the registration report); the event's date as the language writes dates (as the sheets print it). */
export function registrationReportText(event: Pick<EventFile, 'name' | 'date'>, reports: readonly PlayerReport[], lang: Lang): string {
  const title = translate(lang, 'organiser.report.title', { event: event.name || '–', date: event.date ? formatCalendarDate(event.date, lang) : '' }).trim();
  const summary = reportSummaryText(reportSummary(reports), lang);
  return [title, summary, '', ...reports.map((r) => playerReportText(r, lang) + '\n')].join('\n');
}
