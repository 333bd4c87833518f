import type { EventFile, Round } from '../../../../core/systems/confrontation/tjost/organiser/event';
import { COLORS, TYPE_PT } from '../../../../templates/style';
import { formatDateText, type DrawContext } from '../../context';
import type { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { factionName } from '../tjost/table';

/** The job's event; the engine refuses organiser documents without one (jobProblems: needs-event). */
export function jobEvent(ctx: DrawContext): EventFile {
  const event = ctx.job.event;
  if (!event) throw new Error('organiser documents need an event');
  return event;
}

/** The round the job asks for (options.round), else the last paired round. */
export function jobRound(ctx: DrawContext, event: EventFile): Round | undefined {
  const n = ctx.job.options?.round ?? event.rounds.length;
  return event.rounds.find((r) => r.number === n);
}

/** A player's name and people (in the sheet's language) by id. */
export function playerOf(ctx: DrawContext, event: EventFile, id: string): { name: string; faction: string } {
  const p = event.players.find((x) => x.id === id);
  return { name: p?.name ?? id, faction: p?.faction ? factionName(ctx, p.faction, 'confrontation') : '' };
}

/** The event's name, date and place under the page title. */
export function eventLine(ctx: DrawContext, flow: Flow, event: EventFile, extra?: string): void {
  const t = ORGANISER_TEXT[ctx.lang];
  const date = event.date ? formatDateText(event.date, ctx.lang) : '';
  const line = t.eventLine(event.name || '–', date, event.place ?? '').replace(/( · )+$/g, '').replace(/ · (?= · )/g, '');
  const style = { sizePt: TYPE_PT.heading, weight: 'heading' as const, widthMm: flow.width };
  flow.y += ctx.pdf.text(line, flow.x, flow.y, style) + 1;
  if (extra) flow.y += ctx.pdf.text(extra, flow.x, flow.y, { sizePt: TYPE_PT.body, color: COLORS.muted, widthMm: flow.width }) + 1;
  flow.y += 2;
}
