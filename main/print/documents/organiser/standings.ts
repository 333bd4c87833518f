import { standings } from '../../../../core/systems/confrontation/tjost/organiser/standings';
import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { PLAIN, headRow, tableRow, type TableSpec } from '../tjost/table';
import { eventLine, jobEvent } from './event';

const SPEC: TableSpec = { columns: [0.09, 0.3, 0.23, 0.09, 0.09, 0.1, 0.1], right: new Set([0, 3, 4, 5, 6]), paddingMm: 1.2 };
/** With the column of walkovers (tables decided without a game), where there was one. */
const WITH_WALKOVERS: TableSpec = { columns: [0.08, 0.27, 0.21, 0.08, 0.08, 0.1, 0.09, 0.09], right: new Set([0, 3, 4, 5, 6, 7]), paddingMm: 1.2 };

/** The standings after a round (options.round) or after every round: rank, PH, PF, games, byes (and walkovers where there was one), in the rulebook's order. */
export function drawStandings(ctx: DrawContext): void {
  const t = ORGANISER_TEXT[ctx.lang];
  const event = jobEvent(ctx);
  const scored = event.rounds.filter((r) => r.pairings.some((p) => p.result)).map((r) => r.number);
  // A round asked for counts up to there, never past the last round with a result (the organiser prints a round's pairings and the standings before it together).
  const through = Math.min(ctx.job.options?.round ?? Infinity, Math.max(0, ...scored));
  const complete = through >= event.settings.rounds && event.rounds.every((r) => r.pairings.every((p) => p.result));
  const title = complete ? t.final : t.after(through);
  const flow = new Flow(ctx, 'standings', `${ctx.labels.documents.standings} – ${title}`);
  eventLine(ctx, flow, event, t.standings.order);
  // The players with a game result or a bye by then (standings), as the app, the command line and the results export list them.
  const rows = standings(event, through);
  if (rows.length === 0) {
    ctx.pdf.text(t.standings.empty, flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width });
    return;
  }
  const walkovers = rows.some((r) => r.walkovers > 0);
  const spec = walkovers ? WITH_WALKOVERS : SPEC;
  const head = walkovers ? [...t.standings.head, t.standings.walkovers] : t.standings.head;
  headRow(ctx, flow, spec, head);
  flow.onNewPage = () => headRow(ctx, flow, spec, head);
  for (const r of rows) {
    const name = r.dropped ? `${r.name} (${t.standings.dropped})` : r.name;
    const faction = r.faction ? (ctx.factions.find((f) => f.id === r.faction && f.system === 'confrontation')?.name[ctx.lang] ?? r.faction) : '';
    const cells = [String(r.rank), name, faction, String(r.games), String(r.ph), String(r.pf), r.byes ? String(r.byes) : ''];
    if (walkovers) cells.push(r.walkovers ? String(r.walkovers) : '');
    tableRow(ctx, flow, spec, cells, { ...PLAIN, sizePt: TYPE_PT.body }, { spacesOnly: true, ...(r.dropped ? { color: COLORS.muted } : {}) });
  }
  flow.onNewPage = undefined;
}
