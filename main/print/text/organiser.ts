import type { Lang } from '../../../core/model/system';
import { sheetTexts } from './sheet-texts';

/** Words of the TJOST organiser's sheets (pairings, score slips, standings, registration report). */
interface OrganiserText {
  round(n: number): string;
  after(n: number): string;
  final: string;
  eventLine(event: string, date: string, place: string): string;
  pairings: { head: [string, string, string, string, string]; bye(player: string, outcome: string, pf: number): string; none: string; manual: string; seed(seed: number): string };
  slips: {
    title: string;
    table: string;
    pf: string;
    losses: string;
    missionPlayed: string;
    mission: string;
    extended: string;
    broken: string;
    outcomeOf(name: string): string;
    /** What each player ticks for their own game: won, draw, lost, both lose. */
    outcomes: Record<'won' | 'draw' | 'lost' | 'both-lose', string>;
    sign: string;
    note: string;
  };
  /** `walkovers`: the head of the column of walkovers (tables decided without a game), printed where there was one. */
  standings: { head: [string, string, string, string, string, string, string]; walkovers: string; dropped: string; empty: string; order: string };
  registration: {
    valid: string;
    invalid: string;
    missing: string;
    points(points: number): string;
    counts(errors: number, warnings: number): string;
    noIssues: string;
  };
  outcome: Record<'win' | 'draw' | 'loss', string>;
  noList(player: string): string;
}

const FUNCTIONS = {
  round: ['n'],
  after: ['n'],
  eventLine: ['event', 'date', 'place'],
  'pairings.bye': ['player', 'outcome', 'pf'],
  'pairings.seed': ['seed'],
  'slips.outcomeOf': ['name'],
  'registration.points': ['points'],
  'registration.counts': ['errors', 'warnings'],
  noList: ['player'],
} as const;

export const ORGANISER_TEXT: Readonly<Record<Lang, OrganiserText>> = {
  en: sheetTexts<OrganiserText>('en', 'organiser', FUNCTIONS),
  de: sheetTexts<OrganiserText>('de', 'organiser', FUNCTIONS),
};
