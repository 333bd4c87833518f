import { BOUNDARY_STONES_BONUS, MISSION_BONUS_BY_ROUND, MISSIONS } from '../../../../core/systems/confrontation/tjost/missions';
import { TERRAIN_MENU } from '../../../../core/systems/confrontation/tjost/terrain';
import { TYPE_PT } from '../../../../templates/style';
import { Block } from '../../block';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { TJOST_TEXT } from '../../text/tjost';
import { blockTable } from '../fortification-tables';
import { placeBlocks } from '../reference';

function titled(ctx: DrawContext, id: string, width: number, title: string): Block {
  const b = new Block(id, ctx.pdf, width);
  b.text(title, { sizePt: TYPE_PT.heading, weight: 'bold' });
  b.space(0.8);
  return b;
}

function lines(b: Block, texts: readonly string[], numbered = false): void {
  texts.forEach((text, i) => {
    b.text(numbered ? `${i + 1}. ${text}` : `• ${text}`, { sizePt: TYPE_PT.body });
    b.space(0.6);
  });
}

/**
 * TJOST quick reference (its own document id `tjost-quickref`): tournament flow, game length,
 * victory, scoring with the bonus table, the lists' limits, the missions, table and markers,
 * and the terrain menu; blocks never split across pages.
 */
export function drawTjostQuickref(ctx: DrawContext): void {
  const { pdf, lang } = ctx;
  const q = TJOST_TEXT[lang].quickref;
  const flow = new Flow(ctx, 'tjost-quickref');
  const w = flow.width;
  const blocks: Block[] = [];

  const flowBlock = titled(ctx, 'tjost:flow', w, q.flow.title);
  lines(flowBlock, q.flow.steps, true);
  blocks.push(flowBlock);

  const length = titled(ctx, 'tjost:length', w, q.length.title);
  lines(length, q.length.lines);
  blocks.push(length);

  const victory = titled(ctx, 'tjost:victory', w, q.victory.title);
  lines(victory, q.victory.lines);
  blocks.push(victory);

  const scoring = titled(ctx, 'tjost:scoring', w, q.scoring.title);
  lines(scoring, q.scoring.lines);
  scoring.space(1);
  const bonusRows = ([1, 2, 3, 4] as const).map((r) => [q.scoring.round(r), `+${MISSION_BONUS_BY_ROUND[r]}`]);
  blockTable(pdf, scoring, [0.4, 0.2], [q.scoring.bonusHead, ...bonusRows, [q.scoring.boundary[0], `+${BOUNDARY_STONES_BONUS.round3}`], [q.scoring.boundary[1], `+${BOUNDARY_STONES_BONUS.extended}`]]);
  blocks.push(scoring);

  const lists = titled(ctx, 'tjost:lists', w, q.lists.title);
  lines(lists, q.lists.lines);
  blocks.push(lists);

  const missions = titled(ctx, 'tjost:missions', w, q.missions.title);
  blockTable(pdf, missions, [0.2, 0.8], [q.missions.head, ...MISSIONS.map((m) => [m.name[lang], m.goal[lang]])]);
  blocks.push(missions);

  const table = titled(ctx, 'tjost:table', w, q.table.title);
  lines(table, q.table.lines);
  blocks.push(table);

  const terrain = titled(ctx, 'tjost:terrain', w, q.terrain.title);
  blockTable(pdf, terrain, [0.2, 0.14, 0.15, 0.17, 0.17, 0.17], [
    q.terrain.head,
    ...TERRAIN_MENU.map((k) => [k.name[lang], k.height[lang], k.sight[lang], k.movement[lang], k.size[lang], k.special?.[lang] ?? '']),
  ]);
  blocks.push(terrain);

  placeBlocks(flow, blocks);
}
