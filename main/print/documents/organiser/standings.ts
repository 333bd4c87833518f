import { standings, standingsHeading, standingsRound } from '../../../../core/systems/confrontation/tjost/organiser/standings';
import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { PLAIN, headRow, tableRow, type TableSpec } from '../tjost/table';
import { fitColumns } from './columns';
import { eventLine, jobEvent } from './event';

const PADDING_MM = 1.2;
/** The columns' parts of the room left once every column holds its text on one line (fitColumns): rank, player, people, games, PH, PF, byes, walkovers. */
const SHARES = [0.08, 0.3, 0.22, 0.08, 0.08, 0.08, 0.08, 0.08];
/** The player's and the people's names may wrap (at spaces) where not everything fits on one line. */
const WRAPS = new Set([1, 2]);

/** The standings after a round (options.round) or after every round: rank, PH, PF, games, byes (and walkovers where there was one), in the rulebook's order. */
export function drawStandings(ctx: DrawContext): void {
  const t = ORGANISER_TEXT[ctx.lang];
  const event = jobEvent(ctx);
  // A round asked for counts up to there, never past the last round with a result (the organiser prints a round's pairings and the standings before it together); tables still open make them provisional.
  const at = standingsRound(event, ctx.job.options?.round);
  const through = at.round;
  const title = standingsHeading(`${ctx.labels.documents.standings} – ${at.final ? t.final : t.after(through)}`, at, ctx.lang);
  const flow = new Flow(ctx, 'standings', title);
  eventLine(ctx, flow, event, t.standings.order);
  // The players with a game result or a bye by then (standings), as the app, the command line and the results export list them.
  const rows = standings(event, through);
  if (rows.length === 0) {
    ctx.pdf.text(t.standings.empty, flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width });
    return;
  }
  const walkovers = rows.some((r) => r.walkovers > 0);
  const head = walkovers ? [...t.standings.head, t.standings.walkovers] : t.standings.head;
  const table = rows.map((r) => {
    const name = r.dropped ? `${r.name} (${t.standings.dropped})` : r.name;
    const faction = r.faction ? (ctx.factions.find((f) => f.id === r.faction && f.system === 'confrontation')?.name[ctx.lang] ?? r.faction) : '';
    const cells = [String(r.rank), name, faction, String(r.games), String(r.ph), String(r.pf), r.byes ? String(r.byes) : ''];
    if (walkovers) cells.push(r.walkovers ? String(r.walkovers) : '');
    return { cells, dropped: r.dropped };
  });
  const style = { ...PLAIN, sizePt: TYPE_PT.body };
  // Every column as wide as its text: "Greifen von Akkylannie" on one line, so a row is one line high.
  const columns = fitColumns(ctx.pdf, flow.width, head.map((h, i) => ({ head: h, cells: table.map((r) => r.cells[i] ?? ''), share: SHARES[i] ?? 0, wraps: WRAPS.has(i) })), style, PADDING_MM);
  const spec: TableSpec = { columns, right: new Set(head.map((_, i) => i).filter((i) => !WRAPS.has(i))), paddingMm: PADDING_MM };
  headRow(ctx, flow, spec, head);
  flow.onNewPage = () => headRow(ctx, flow, spec, head);
  for (const r of table) tableRow(ctx, flow, spec, r.cells, style, { spacesOnly: true, ...(r.dropped ? { color: COLORS.muted } : {}) });
  flow.onNewPage = undefined;
}
