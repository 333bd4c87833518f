import {
  DAMAGE_LOCATIONS,
  DAMAGE_TABLE,
  DIRECT_WOUND_NAMES,
  DIRECT_WOUND_SP,
  EXCEPTIONAL_DAMAGE_SP,
  INCIDENTS,
  STRAY_DISTANCES_CM,
  damageRowLabel,
  spPenaltySteps,
  listEdition,
  type DirectWound,
} from '../../../core/systems/confrontation/fortification';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { Block } from '../block';
import type { DrawContext } from '../context';
import type { Pdf, TextStyle } from '../pdf';
import { FORTIFICATION_TEXT } from '../text/fortification';
import { HEAD, titledBlock } from '../typography';

const CELL_PAD = 0.8;

/** A table inside a block: column widths as fractions, first row shaded as its head. */
export function blockTable(pdf: Pdf, block: Block, fractions: readonly number[], rows: readonly (readonly string[])[]): void {
  const widths = fractions.map((f) => f * block.widthMm);
  rows.forEach((cells, r) => {
    const style = (i: number): TextStyle => ({ ...(r === 0 ? HEAD : { sizePt: TYPE_PT.table }), widthMm: (widths[i] ?? 0) - 2 * CELL_PAD });
    const h = Math.max(...cells.map((c, i) => pdf.textHeight(c || ' ', style(i)))) + 2 * CELL_PAD;
    block.custom(h, (x, y) => {
      if (r === 0) pdf.rect(x, y, block.widthMm, h, undefined, pdf.accent.strong);
      let cx = x;
      cells.forEach((c, i) => {
        pdf.text(c, cx + CELL_PAD, y + CELL_PAD, style(i));
        cx += widths[i] ?? 0;
      });
      pdf.line(x, y + h, x + block.widthMm, y + h, { color: COLORS.rule, widthMm: LINE_MM.rule });
    });
  });
}


/** What a list needs from the quick reference; the stand-alone quick reference needs everything. */
export interface TableNeeds {
  damage: boolean;
  stray: boolean;
  incidents: boolean;
  /** Machines with SP, for their penalty steps. */
  machines: { name: string; structurePoints: number; immobile: boolean }[];
  general: boolean;
}

/** The FORTIFICATION tables as blocks that never split across pages. */
export function fortificationBlocks(ctx: DrawContext, width: number, needs: TableNeeds): Block[] {
  const { pdf, lang } = ctx;
  const t = FORTIFICATION_TEXT[lang];
  // The list's edition decides the rules that differ (the -3 step, repairs, a jam); a list naming none follows the sheet's language.
  const edition = ctx.job.list ? listEdition(ctx.job.list, lang) : lang;
  const blocks: Block[] = [];
  if (needs.damage) {
    const damage = titledBlock(ctx.pdf, 'table:damage', width, t.damage.title, t.damage.how);
    const head = [t.damage.damage, ...DAMAGE_LOCATIONS.map((l) => `${l.name[lang]} (${l.dice.length > 1 ? `${l.dice[0]}–${l.dice[l.dice.length - 1]}` : l.dice[0]})`)];
    blockTable(pdf, damage, [0.24, 0.19, 0.19, 0.19, 0.19], [head, ...DAMAGE_TABLE.map((r) => [damageRowLabel(r, lang), ...r.sp.map(String)])]);
    blocks.push(damage);

    const ex = titledBlock(ctx.pdf, 'table:exceptional', width, t.exceptional.title, t.exceptional.how);
    const doubles = ([1, 2, 3, 4, 5, 6] as const).map((d) => {
      const sp = EXCEPTIONAL_DAMAGE_SP[d];
      return [`${d}–${d}`, sp === 0 ? t.exceptional.none : `−${sp}`];
    });
    blockTable(pdf, ex, [0.3, 0.3], [[t.exceptional.double, t.exceptional.sp], ...doubles]);
    blocks.push(ex);

    const pen = titledBlock(ctx.pdf, 'table:penalties', width, t.penalties.title, t.penalties.how[edition]);
    if (needs.machines.length > 0) {
      const rows = needs.machines.map((m) => [`${m.name} (${m.structurePoints} SP)`, m.immobile ? t.penalties.immobile : t.penalties.steps(spPenaltySteps(m.structurePoints, edition))]);
      blockTable(pdf, pen, [0.4, 0.6], [[t.penalties.machine, ''], ...rows]);
    }
    blocks.push(pen);

    const wounds = titledBlock(ctx.pdf, 'table:wounds', width, t.wounds.title, t.wounds.how);
    const kinds = Object.keys(DIRECT_WOUND_SP) as DirectWound[];
    blockTable(pdf, wounds, [0.4, 0.2], [[t.wounds.wound, t.wounds.sp], ...kinds.map((k) => [DIRECT_WOUND_NAMES[k][lang], `−${DIRECT_WOUND_SP[k]}`])]);
    blocks.push(wounds);
  }
  if (needs.stray) {
    const stray = titledBlock(ctx.pdf, 'table:stray', width, t.stray.title, t.stray.how);
    blockTable(pdf, stray, [0.14, ...STRAY_DISTANCES_CM.map(() => 0.86 / STRAY_DISTANCES_CM.length)], [
      [t.stray.d6, ...STRAY_DISTANCES_CM.map((_, i) => String(i + 1))],
      [t.stray.distance, ...STRAY_DISTANCES_CM.map((cm) => `${cm} cm`)],
    ]);
    block(stray, [t.stray.zone, t.stray.perforating, t.stray.jam[edition]]);
    blocks.push(stray);
  }
  if (needs.general) {
    const move = titledBlock(ctx.pdf, 'table:movement', width, t.movement.title);
    block(move, t.movement.lines);
    blocks.push(move);
  }
  if (needs.incidents) {
    const inc = titledBlock(ctx.pdf, 'table:incidents', width, t.incidents.title, t.incidents.how);
    blockTable(pdf, inc, [0.08, 0.24, 0.68], [[t.incidents.roll, t.incidents.incident, t.incidents.effect], ...INCIDENTS.map((i) => [String(i.roll), i.name[lang], i.effect[lang]])]);
    blocks.push(inc);
  }
  return blocks;
}

function block(b: Block, lines: readonly string[]): void {
  b.space(1);
  for (const line of lines) {
    b.text(`• ${line}`, { sizePt: TYPE_PT.small });
    b.space(0.6);
  }
}
