import { translate } from '../../../../i18n/translate';
import type { Lang } from '../../../../model/system';
import type { TableResult } from './event';
import type { TableScore } from './table-games';
import { walkoverWinner } from './walkover';

/**
 * A table's outcome in words, as entered and, where the scoring made more of it, as scored: "Eva
 * Roth won", "Draw", "Draw, won on PF: Eva Roth" (TJOST, "Unentschieden": double the opponent's
 * PF and 20 more win a draw), "Both lose", "Eva Roth won by walkover". The app's rounds and the
 * command line's result line say it so.
 */
export function tableOutcomeText(result: Pick<TableResult, 'outcome' | 'walkover'>, score: Pick<TableScore, 'a' | 'b'>, names: { a: string; b: string }, lang: Lang): string {
  const t = (id: string, params: Record<string, string> = {}): string => translate(lang, `organiser.result.${id}`, params);
  if (result.walkover) {
    const winner = walkoverWinner(result);
    if (winner) return t('walkover', { name: names[winner] });
  }
  if (result.outcome === 'draw') {
    const won = score.a.tiebreak === 'won' ? 'a' : score.b.tiebreak === 'won' ? 'b' : undefined;
    return won ? t('drawWon', { name: names[won] }) : t('outcomes.draw');
  }
  if (result.outcome === 'both-lose') return t('outcomes.both-lose');
  return t(`outcomes.${result.outcome}`, { name: names[result.outcome] });
}
