import { BOUNDARY_STONES_BONUS, MISSION_BONUS_BY_ROUND, MISSIONS } from '../../../../core/systems/confrontation/tjost/missions';
import { TERRAIN_MENU } from '../../../../core/systems/confrontation/tjost/terrain';
import { TYPE_PT } from '../../../../templates/style';
import { Block } from '../../block';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { TJOST_TEXT } from '../../text/tjost';
import { blockTable } from '../fortification-tables';
import { placeBlocks } from '../reference';
import { titledBlock } from '../../typography';


function lines(b: Block, texts: readonly string[], numbered = false): void {
  texts.forEach((text, i) => {
    b.text(numbered ? `${i + 1}. ${text}` : `• ${text}`, { sizePt: TYPE_PT.body });
    b.space(0.6);
  });
}

/**
 * TJOST quick reference (its own document id `tjost-quickref`): tournament flow, game length,
 * victory, scoring with the bonus table, the lists' limits, the missions, table and markers,
 * placing and correcting terrain, and the terrain menu; blocks never split across pages.
 */
export function drawTjostQuickref(ctx: DrawContext): void {
  const { pdf, lang } = ctx;
  const q = TJOST_TEXT[lang].quickref;
  const flow = new Flow(ctx, 'tjost-quickref');
  const w = flow.width;
  const blocks: Block[] = [];

  const flowBlock = titledBlock(ctx.pdf, 'tjost:flow', w, q.flow.title);
  lines(flowBlock, q.flow.steps, true);
  blocks.push(flowBlock);

  const length = titledBlock(ctx.pdf, 'tjost:length', w, q.length.title);
  lines(length, q.length.lines);
  blocks.push(length);

  const victory = titledBlock(ctx.pdf, 'tjost:victory', w, q.victory.title);
  lines(victory, q.victory.lines);
  blocks.push(victory);

  const scoring = titledBlock(ctx.pdf, 'tjost:scoring', w, q.scoring.title);
  lines(scoring, q.scoring.lines);
  scoring.space(1);
  const bonusRows = ([1, 2, 3, 4] as const).map((r) => [q.scoring.round(r), `+${MISSION_BONUS_BY_ROUND[r]}`]);
  blockTable(pdf, scoring, [0.4, 0.2], [q.scoring.bonusHead, ...bonusRows, [q.scoring.boundary[0], `+${BOUNDARY_STONES_BONUS.round3}`], [q.scoring.boundary[1], `+${BOUNDARY_STONES_BONUS.extended}`]]);
  blocks.push(scoring);

  const lists = titledBlock(ctx.pdf, 'tjost:lists', w, q.lists.title);
  lines(lists, q.lists.lines);
  blocks.push(lists);

  const missions = titledBlock(ctx.pdf, 'tjost:missions', w, q.missions.title);
  blockTable(pdf, missions, [0.2, 0.8], [q.missions.head, ...MISSIONS.map((m) => [m.name[lang], m.goal[lang]])]);
  blocks.push(missions);

  const table = titledBlock(ctx.pdf, 'tjost:table', w, q.table.title);
  lines(table, q.table.lines);
  blocks.push(table);

  const placement = titledBlock(ctx.pdf, 'tjost:placement', w, q.placement.title);
  lines(placement, q.placement.lines);
  blocks.push(placement);

  const terrain = titledBlock(ctx.pdf, 'tjost:terrain', w, q.terrain.title);
  blockTable(pdf, terrain, [0.2, 0.14, 0.15, 0.17, 0.17, 0.17], [
    q.terrain.head,
    ...TERRAIN_MENU.map((k) => [k.name[lang], k.height[lang], k.sight[lang], k.movement[lang], k.size[lang], k.special?.[lang] ?? '']),
  ]);
  blocks.push(terrain);

  placeBlocks(flow, blocks);
}
