import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { headRow, PLAIN, tableRow, type TableSpec } from '../tjost/table';
import { eventLine, jobEvent, jobRound, playerOf } from './event';

const SPEC: TableSpec = { columns: [0.1, 0.25, 0.2, 0.25, 0.2], right: new Set([0]), paddingMm: 1.2 };

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
  headRow(ctx, flow, SPEC, t.pairings.head);
  flow.onNewPage = () => headRow(ctx, flow, SPEC, t.pairings.head);
  for (const p of round.pairings) {
    const a = playerOf(ctx, event, p.a);
    const b = playerOf(ctx, event, p.b);
    // Names and peoples wrap at spaces only: "Goblins von" / "No-Dan-Kar", never "No-Dan-" / "Kar".
    tableRow(ctx, flow, SPEC, [String(p.table), a.name, a.faction, b.name, b.faction], style, { minHeightMm: 8, spacesOnly: true });
  }
  flow.onNewPage = undefined;
  flow.y += 3;
  if (round.bye !== undefined) {
    const bye = event.settings.bye;
    flow.y += ctx.pdf.text(t.pairings.bye(playerOf(ctx, event, round.bye).name, t.outcome[bye.outcome], bye.pf), flow.x, flow.y, { sizePt: TYPE_PT.body, widthMm: flow.width }) + 1;
  }
  if (round.manual) ctx.pdf.text(t.pairings.manual, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
}
