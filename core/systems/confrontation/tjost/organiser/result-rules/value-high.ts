import { subjectIssue } from '../../../../../checks/issue';
import { MAX_ARMY_AP } from '../../scoring';
import { SIDES, type ResultRule } from './context';

/**
 * PF or AP lost above what a game list holds (310): possible, since figures that came into play
 * during the game (spells, miracles, items, abilities) or were taken over from the opponent bring
 * PF too (TJOST, "Points de Fauchage"), but worth a second look: a warning, the result counts.
 */
export const resultValueHigh: ResultRule = {
  code: 'tjost.result-value-high',
  severity: 'warning',
  walkover: true,
  check({ result, names }) {
    return SIDES.flatMap((side) => {
      const s = result[side];
      const values = { pf: s.pf, ...(s.losses !== undefined ? { losses: s.losses } : {}) };
      return Object.entries(values)
        .filter(([, value]) => value > MAX_ARMY_AP)
        .map(([field, value]) => subjectIssue(resultValueHigh, undefined, { player: names[side], side, field, value, max: MAX_ARMY_AP }));
    });
  },
};
