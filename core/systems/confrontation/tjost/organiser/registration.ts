import { summarize } from '../../../../checks/engine';
import type { Issue } from '../../../../checks/types';
import { validateList } from '../../../../checks/validate-list';
import type { CardLookup } from '../../../../db/types';
import { translate } from '../../../../i18n/translate';
import { listPoints } from '../../../../list/totals';
import type { ArmyList } from '../../../../model/list';
import type { Lang } from '../../../../model/system';
import type { EventFile, ListCheck, Player } from './event';
import { MAX_PLAYERS } from './event';
import { cleanPlayerName, samePlayerName } from './player-name';

/** A selection list the organiser received: the file's name and the list read from it. */
export interface SubmittedList {
  fileName: string;
  list: ArmyList;
}

/**
 * Checks a player's selection list with the TJOST rules of the registry (TJOST, "Die
 * Armee-Auswahlliste"). A Confrontation list of another kind is checked as a selection list and
 * says so (`tjost.registration-kind`, a warning); a list of another game cannot play
 * (`tjost.registration-system`, an error).
 */
export function checkSelectionList(list: ArmyList, lookup: CardLookup, now: Date): { check: ListCheck; issues: Issue[] } {
  const issues: Issue[] = [];
  if (list.system !== 'confrontation') {
    issues.push({ code: 'tjost.registration-system', severity: 'error', params: { system: list.system } });
  } else {
    if (list.kind !== 'tjost-selection') issues.push({ code: 'tjost.registration-kind', severity: 'warning', params: { kind: list.kind } });
    issues.push(...validateList({ ...list, kind: 'tjost-selection' }, lookup));
  }
  const summary = summarize(issues);
  const check: ListCheck = { ...summary, points: listPoints(list, lookup), codes: issues.map((i) => i.code), checkedAt: now.toISOString() };
  return { check, issues };
}

/** The player's name for a list: the list's player, else the file name without its extension; kept clean (cleanPlayerName). */
export function playerName(submitted: SubmittedList): string {
  const fromList = cleanPlayerName(submitted.list.player ?? '');
  if (fromList) return fromList.slice(0, 200).trim();
  const base = submitted.fileName.split(/[\\/]/).pop() ?? submitted.fileName;
  return (cleanPlayerName(base.replace(/\.[^.]*$/, '')) || 'Player').slice(0, 200).trim();
}

/**
 * Why a list was not registered, as data: the name is registered already (names compared by
 * samePlayerName: case, spaces and the way letters are encoded do not matter), the event is full,
 * or every planned round is paired already, so a new player could play no round
 * (`rounds-paired`; the organiser raises the number of rounds first).
 */
export type RegistrationProblem =
  | { code: 'name-taken'; fileName: string; name: string; playerId: string }
  | { code: 'event-full'; fileName: string; max: number }
  | { code: 'rounds-paired'; fileName: string; name: string; rounds: number; finished: boolean };

/**
 * True when every round the event plans is paired (settings.rounds): a player registered now
 * could play none of them. `finished` when each of those rounds has all its results.
 */
export function roundsAllPaired(event: Pick<EventFile, 'rounds' | 'settings'>): { paired: boolean; finished: boolean } {
  const paired = event.rounds.length >= event.settings.rounds;
  return { paired, finished: paired && event.rounds.every((r) => r.pairings.every((p) => p.result !== undefined)) };
}

/**
 * A registration problem in words (the app's; the command line names its --replace option
 * instead). Replacing the player's list is advised only while lists can be replaced (`started`:
 * round 1 is paired).
 */
export function registrationProblemText(p: RegistrationProblem, lang: Lang, started: boolean): string {
  if (p.code === 'event-full') return translate(lang, 'organiser.register.full', { file: p.fileName, max: p.max });
  if (p.code === 'rounds-paired') return translate(lang, p.finished ? 'organiser.register.finished' : 'organiser.register.roundsPaired', { file: p.fileName, name: p.name, rounds: p.rounds });
  return translate(lang, started ? 'organiser.register.nameTakenStarted' : 'organiser.register.nameTaken', { file: p.fileName, name: p.name });
}

export interface Registered {
  playerId: string;
  name: string;
  fileName: string;
  check: ListCheck;
  issues: Issue[];
}

/**
 * Adds a player per submitted list, each checked at once (checkSelectionList). A name already
 * registered is refused (replace that player's list instead; names are compared by
 * samePlayerName), as is a player past the event's capacity. Players may join after the start;
 * they are paired from the next round. Once every planned round is paired (roundsAllPaired) no
 * player is added: there is no round left to play.
 */
export function registerPlayers(event: EventFile, lists: readonly SubmittedList[], lookup: CardLookup, now: Date): { event: EventFile; registered: Registered[]; problems: RegistrationProblem[] } {
  const players: Player[] = [...event.players];
  let last = event.lastPlayerNumber ?? 0;
  const registered: Registered[] = [];
  const problems: RegistrationProblem[] = [];
  const over = roundsAllPaired(event);
  for (const submitted of lists) {
    const name = playerName(submitted);
    if (over.paired) {
      problems.push({ code: 'rounds-paired', fileName: submitted.fileName, name, rounds: event.settings.rounds, finished: over.finished });
      continue;
    }
    const taken = players.find((p) => samePlayerName(p.name, name));
    if (taken) {
      problems.push({ code: 'name-taken', fileName: submitted.fileName, name, playerId: taken.id });
      continue;
    }
    if (players.length >= MAX_PLAYERS) {
      problems.push({ code: 'event-full', fileName: submitted.fileName, max: MAX_PLAYERS });
      continue;
    }
    const { check, issues } = checkSelectionList(submitted.list, lookup, now);
    const id = `p${++last}`;
    players.push({ id, name, faction: submitted.list.faction, listFile: submitted.fileName.slice(0, 500), list: submitted.list, check });
    registered.push({ playerId: id, name, fileName: submitted.fileName, check, issues });
  }
  return { event: { ...event, players, lastPlayerNumber: last, updatedAt: now.toISOString() }, registered, problems };
}

type ReplaceProblem = { code: 'started'; rounds: number } | { code: 'no-player'; playerId: string };

/** Replaces a player's selection list, checked at once; only until the event starts (round 1 is paired). */
export function replaceList(event: EventFile, playerId: string, submitted: SubmittedList, lookup: CardLookup, now: Date): { event?: EventFile; registered?: Registered; problems: ReplaceProblem[] } {
  if (event.rounds.length > 0) return { problems: [{ code: 'started', rounds: event.rounds.length }] };
  const player = event.players.find((p) => p.id === playerId);
  if (!player) return { problems: [{ code: 'no-player', playerId }] };
  const { check, issues } = checkSelectionList(submitted.list, lookup, now);
  const next: Player = { ...player, faction: submitted.list.faction, listFile: submitted.fileName.slice(0, 500), list: submitted.list, check };
  return {
    event: { ...event, players: event.players.map((p) => (p.id === playerId ? next : p)), updatedAt: now.toISOString() },
    registered: { playerId, name: player.name, fileName: submitted.fileName, check, issues },
    problems: [],
  };
}
