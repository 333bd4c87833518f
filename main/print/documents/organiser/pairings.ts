import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { headRow, PLAIN, tableRow, type TableSpec } from '../tjost/table';
import { fitColumns } from './columns';
import { eventLine, jobEvent, jobRound, playerOf } from './event';

const PADDING_MM = 1.2;
/** The columns' parts of the room left once every column holds its text on one line (fitColumns): table, player, people, opponent, people. */
const SHARES = [0.1, 0.25, 0.2, 0.25, 0.2];

/** Pairings and tables of a round, table by table, with the bye; big enough to hang on a wall. */
export function drawPairings(ctx: DrawContext): void {
  const t = ORGANISER_TEXT[ctx.lang];
  const event = jobEvent(ctx);
  const round = jobRound(ctx, event);
  const flow = new Flow(ctx, 'pairings', `${ctx.labels.documents.pairings} – ${t.round(round?.number ?? 1)}`);
  eventLine(ctx, flow, event, round?.number === 1 ? t.pairings.seed(event.seed) : undefined);
  if (!round) {
    ctx.pdf.text(t.pairings.none, flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width });
    return;
  }
  const style = { ...PLAIN, sizePt: TYPE_PT.body };
  const rows = round.pairings.map((p) => {
    const a = playerOf(ctx, event, p.a);
    const b = playerOf(ctx, event, p.b);
    return [String(p.table), a.name, a.faction, b.name, b.faction];
  });
  // Every column as wide as its text ("Greifen von Akkylannie" on one line); names and peoples too long for that wrap at spaces only: "Goblins von" / "No-Dan-Kar", never "No-Dan-" / "Kar".
  const columns = fitColumns(ctx.pdf, flow.width, t.pairings.head.map((head, i) => ({ head, cells: rows.map((r) => r[i] ?? ''), share: SHARES[i] ?? 0, wraps: i > 0 })), style, PADDING_MM);
  const spec: TableSpec = { columns, right: new Set([0]), paddingMm: PADDING_MM };
  headRow(ctx, flow, spec, t.pairings.head);
  flow.onNewPage = () => headRow(ctx, flow, spec, t.pairings.head);
  for (const cells of rows) tableRow(ctx, flow, spec, cells, style, { minHeightMm: 8, spacesOnly: true });
  flow.onNewPage = undefined;
  flow.y += 3;
  if (round.bye !== undefined) {
    const bye = event.settings.bye;
    flow.y += ctx.pdf.text(t.pairings.bye(playerOf(ctx, event, round.bye).name, t.outcome[bye.outcome], bye.pf), flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width }) + 1;
  }
  if (round.manual) ctx.pdf.text(t.pairings.manual, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
}
