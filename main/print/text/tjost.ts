import { translate } from '../../../core/i18n/translate';
import type { Lang } from '../../../core/model/system';
import { sheetPlural, sheetTexts } from './sheet-texts';
import type { Outcome } from '../../../core/systems/confrontation/tjost/results';

/** Words of the TJOST documents (tournament form, selection form, mission cards, results, quick reference). */
interface TjostText {
  form: {
    event: string;
    round: string;
    table: string;
    player: string;
    faction: string;
    opponent: string;
    mission: string;
    missionHint: string;
    designation: string;
    designationHint: string;
    terrain: string;
    terrainHint: string;
    terrainHead: [string, string, string, string, string];
    heightClasses: string;
    gameList: string;
    bearer: string;
    limits(max: number, figures: number): string;
    /** The limits under a game list left blank to write (a form printed without the list). */
    limitsBlank: string;
    blankListHint: string;
    result: string;
    fulfilledIn: string;
    notFulfilled: string;
    /** Grenzsteine held on to round 4 (announced at the end of round 3). */
    extended: string;
    ph: string;
    pf: string;
    bonus: string;
    total: string;
    signatures: string;
    signPlayer: string;
    signOpponent: string;
  };
  selection: {
    intro: string;
    kind: string;
    each: string;
    checks: string;
    passed: string;
    failed: string;
    /** Each check of the selection list, by its rule code without the `tjost.` prefix. */
    checkNames: Record<'selection-points' | 'copies' | 'personality-copies' | 'forbidden-rank' | 'forbidden-card', string>;
    organiser: string;
    total(total: number, limit: number): string;
  };
  missions: { kicker: string; back: string; backLine: string; duplexHint: string; noteOnForm(what: string): string; bonusTitle: string; round(n: number): string; extended: string };
  results: {
    head: string[];
    outcomes: Record<Outcome, string>;
    tiebreak: Record<'won' | 'lost', string>;
    summary(player: string, faction: string, games: number, ph: number, pf: number): string;
    league(best: number, ph: number, pf: number): string;
    blank: string;
    problem: string;
    /** Broken-army flags of a game (200 AP or more lost). */
    broken: string;
    opponentBroken: string;
  };
  quickref: {
    flow: { title: string; steps: string[] };
    length: { title: string; lines: string[] };
    victory: { title: string; lines: string[] };
    scoring: { title: string; lines: string[]; bonusHead: [string, string]; round(n: number): string; boundary: [string, string] };
    lists: { title: string; lines: string[] };
    missions: { title: string; head: [string, string] };
    table: { title: string; lines: string[] };
    placement: { title: string; lines: string[] };
    terrain: { title: string; head: [string, string, string, string, string, string] };
  };
}

const TJOST_FUNCTIONS = {
  'selection.total': ['total', 'limit'],
  'missions.noteOnForm': ['what'],
  'missions.round': ['n'],
  'results.league': ['best', 'ph', 'pf'],
  'quickref.scoring.round': ['n'],
} as const;

/** The TJOST sheets' words of one language, from the catalogue (`sheet.tjost`). */
function tjostText(lang: Lang): TjostText {
  const base = sheetTexts<TjostText>(lang, 'tjost', TJOST_FUNCTIONS);
  const summary: TjostText['results']['summary'] = (player, faction, games, ph, pf) =>
    translate(lang, 'sheet.tjost.results.summary', { player, faction, games: sheetPlural(lang, 'tjost', 'results.games', games), ph, pf });
  const limits: TjostText['form']['limits'] = (max, figures) =>
    translate(lang, 'sheet.tjost.form.limits', { max, figures: sheetPlural(lang, 'tjost', 'form.figureCount', figures) });
  return { ...base, form: { ...base.form, limits }, results: { ...base.results, summary } };
}

export const TJOST_TEXT: Readonly<Record<Lang, TjostText>> = { en: tjostText('en'), de: tjostText('de') };
