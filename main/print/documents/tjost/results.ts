import { MISSION_BY_ID } from '../../../../core/systems/confrontation/tjost/missions';
import { LEAGUE_BEST, leagueTotals, scoreGames } from '../../../../core/systems/confrontation/tjost/scoring';
import { RESULTS_SHEET } from '../../../../templates/tjost';
import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { TJOST_TEXT } from '../../text/tjost';
import { fieldRow, PLAIN, headRow, tableRow, type TableSpec } from './table';

/**
 * The TJOST results sheet: per game the computed PH, PF, mission bonus and running totals, then
 * the summary line as in the rules' example (player / people / games / PH / PF) and, for a
 * league or more than 12 games, the league total of the 12 best games. Without results in the
 * job, a blank sheet to fill in by hand.
 */
export function drawResultsSheet(ctx: DrawContext): void {
  const { pdf, lang, labels } = ctx;
  const t = TJOST_TEXT[lang].results;
  const results = ctx.job.results;
  const flow = new Flow(ctx, 'results');
  const player = results?.player || ctx.job.options?.player || '';
  const faction = results?.faction ?? '';
  fieldRow(ctx, flow, 24, [[labels.header.player, player], [labels.header.faction, faction]], 7.5);
  fieldRow(ctx, flow, 24, [[TJOST_TEXT[lang].form.event, results?.event ?? '']], 10);

  const spec: TableSpec = { columns: RESULTS_SHEET.columns, right: new Set([0, 1, 5, 6, 7, 8, 9, 10, 11]), paddingMm: RESULTS_SHEET.cellPaddingMm };
  headRow(ctx, flow, spec, t.head);
  flow.onNewPage = () => headRow(ctx, flow, spec, t.head);
  if (!results) {
    for (let i = 0; i < RESULTS_SHEET.blankRows; i++) tableRow(ctx, flow, spec, [String(i + 1)], PLAIN, { minHeightMm: RESULTS_SHEET.blankRowMm });
    flow.onNewPage = undefined;
    flow.y += 2;
    pdf.text(t.blank, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
    return;
  }
  const { rows, totals } = scoreGames(results.games);
  rows.forEach((r, i) => {
    const g = r.game;
    const s = r.score;
    const flags = [s.broken ? t.broken : '', s.opponentBroken ? t.opponentBroken : ''].filter(Boolean);
    const outcome = [s.tiebreak ? t.tiebreak[s.tiebreak] : t.outcomes[s.outcome], ...flags].join(' · ');
    const opponent = [g.opponent, g.opponentFaction].filter(Boolean).join(', ');
    const problem = s.problems.length > 0;
    tableRow(
      ctx,
      flow,
      spec,
      [
        String(i + 1),
        String(g.round),
        opponent,
        g.mission ? MISSION_BY_ID[g.mission].name[lang] : '',
        problem ? t.problem : outcome,
        g.missionRound === undefined ? '' : String(g.missionRound),
        String(s.ph),
        String(s.pf),
        s.bonus ? `+${s.bonus}` : '',
        String(s.total),
        String(r.running.ph),
        String(r.running.pf),
      ],
      PLAIN,
      problem ? { color: COLORS.error } : {},
    );
  });
  flow.onNewPage = undefined;
  flow.y += 4;
  const summary = t.summary(player || '–', faction || '–', totals.games, totals.ph, totals.pf);
  flow.ensure(12);
  flow.y += pdf.text(summary, flow.x, flow.y, { sizePt: TYPE_PT.heading, weight: 'heading', widthMm: flow.width }) + 1.5;
  if (results.league || results.games.length > LEAGUE_BEST) {
    const league = leagueTotals(results.games);
    flow.y += pdf.text(t.league(LEAGUE_BEST, league.ph, league.pf), flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width });
  }
}
