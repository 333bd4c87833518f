import { summarize } from '../../../../checks/engine';
import type { Issue } from '../../../../checks/types';
import { validateList } from '../../../../checks/validate-list';
import type { CardLookup } from '../../../../db/types';
import { translate } from '../../../../i18n/translate';
import { listPoints } from '../../../../list/totals';
import type { ArmyList } from '../../../../model/list';
import type { Lang, SystemId } from '../../../../model/system';
import type { EventFile, ListCheck, Player } from './event';
import { MAX_PLAYER_NAME, MAX_PLAYERS } from './event';
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
  if (fromList) return fromList.slice(0, MAX_PLAYER_NAME).trim();
  const base = submitted.fileName.split(/[\\/]/).pop() ?? submitted.fileName;
  return (cleanPlayerName(base.replace(/\.[^.]*$/, '')) || 'Player').slice(0, MAX_PLAYER_NAME).trim();
}

/**
 * The registered player a name stands for (samePlayerName: case, spaces and the way letters are
 * encoded do not matter), other than `except`: the one rule by which registration and renaming
 * refuse a name that is taken.
 */
export function playerNamed(players: readonly Player[], name: string, except?: string): Player | undefined {
  return players.find((p) => p.id !== except && samePlayerName(p.name, name));
}

/**
 * Why a list was not registered, as data: the name is registered already (names compared by
 * samePlayerName: case, spaces and the way letters are encoded do not matter), the event is full,
 * or every planned round is paired already, so a new player could play no round
 * (`rounds-paired`; the organiser raises the number of rounds first), or the list is one of
 * another game (`other-game`: a TJOST event plays Confrontation, such a player could play no game).
 */
export type RegistrationProblem =
  | { code: 'other-game'; fileName: string; name: string; system: SystemId; /** Refused as the new list of a registered player (replaceList). */ replace?: true }
  | { code: 'name-taken'; fileName: string; name: string; playerId: string; /** The registered player's name, which `name` is taken for (another spelling of it, perhaps). */ registered: string }
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
  if (p.code === 'other-game') return translate(lang, p.replace ? 'organiser.register.otherGameReplace' : 'organiser.register.otherGame', { file: p.fileName, name: p.name, system: translate(lang, `system.${p.system}`) });
  if (p.code === 'event-full') return translate(lang, 'organiser.register.full', { file: p.fileName, max: p.max });
  if (p.code === 'rounds-paired') return translate(lang, p.finished ? 'organiser.register.finished' : 'organiser.register.roundsPaired', { file: p.fileName, name: p.name, rounds: p.rounds });
  return translate(lang, started ? 'organiser.register.nameTakenStarted' : 'organiser.register.nameTaken', { file: p.fileName, name: p.registered });
}

/**
 * The players still in the event whose selection list breaks the rules (its check has errors):
 * what pairing round 1 should say first, since lists can be replaced only until then.
 */
export function playersWithListErrors(event: EventFile): Player[] {
  return event.players.filter((p) => !p.dropped && (p.check?.errors ?? 0) > 0);
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
    if (submitted.list.system !== 'confrontation') {
      problems.push({ code: 'other-game', fileName: submitted.fileName, name, system: submitted.list.system });
      continue;
    }
    if (over.paired) {
      problems.push({ code: 'rounds-paired', fileName: submitted.fileName, name, rounds: event.settings.rounds, finished: over.finished });
      continue;
    }
    const taken = playerNamed(players, name);
    if (taken) {
      problems.push({ code: 'name-taken', fileName: submitted.fileName, name, playerId: taken.id, registered: taken.name });
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

type ReplaceProblem = { code: 'started'; rounds: number } | { code: 'no-player'; playerId: string } | Extract<RegistrationProblem, { code: 'other-game' }>;

/**
 * Replaces a player's selection list, checked at once; only until the event starts (round 1 is
 * paired), and not by a list of another game (`other-game`, as registerPlayers refuses one).
 */
export function replaceList(event: EventFile, playerId: string, submitted: SubmittedList, lookup: CardLookup, now: Date): { event?: EventFile; registered?: Registered; problems: ReplaceProblem[] } {
  if (event.rounds.length > 0) return { problems: [{ code: 'started', rounds: event.rounds.length }] };
  const player = event.players.find((p) => p.id === playerId);
  if (!player) return { problems: [{ code: 'no-player', playerId }] };
  if (submitted.list.system !== 'confrontation') return { problems: [{ code: 'other-game', fileName: submitted.fileName, name: player.name, system: submitted.list.system, replace: true }] };
  const { check, issues } = checkSelectionList(submitted.list, lookup, now);
  const next: Player = { ...player, faction: submitted.list.faction, listFile: submitted.fileName.slice(0, 500), list: submitted.list, check };
  return {
    event: { ...event, players: event.players.map((p) => (p.id === playerId ? next : p)), updatedAt: now.toISOString() },
    registered: { playerId, name: player.name, fileName: submitted.fileName, check, issues },
    problems: [],
  };
}

/**
 * Why a player was not renamed, as data: no such player, an empty name (only spaces), a name
 * longer than a name may be, or a name another player is registered under (compared by
 * samePlayerName, as registration compares them: `other` is that player as registered).
 */
export type RenameProblem =
  | { code: 'no-player'; playerId: string }
  | { code: 'name-empty'; playerId: string; name: string }
  | { code: 'name-long'; playerId: string; name: string; max: number }
  | { code: 'name-taken'; playerId: string; name: string; other: { id: string; name: string } };

/** A rename done: the player, the name before and the name now (clean, as kept). */
export interface Renamed {
  playerId: string;
  previous: string;
  name: string;
}

/**
 * Renames a player (a typo in the list's player, a list without one): the name is kept clean
 * (cleanPlayerName) and refused when another player is registered under it (playerNamed, the
 * rule registration refuses a name by; the player's own name in another spelling is fine). Any
 * time, also once rounds are paired and results entered: pairings, byes and results name players
 * by id, so they stay as they are, and the standings, sheets and results export show the new
 * name. A name that is already the player's exactly changes nothing (`renamed` without `event`).
 * The player's selection list is kept as it was handed in.
 */
export function renamePlayer(event: EventFile, playerId: string, name: string, now: Date): { event?: EventFile; renamed?: Renamed; problems: RenameProblem[] } {
  const player = event.players.find((p) => p.id === playerId);
  if (!player) return { problems: [{ code: 'no-player', playerId }] };
  const clean = cleanPlayerName(name);
  if (!clean) return { problems: [{ code: 'name-empty', playerId, name: player.name }] };
  if (clean.length > MAX_PLAYER_NAME) return { problems: [{ code: 'name-long', playerId, name: player.name, max: MAX_PLAYER_NAME }] };
  const taken = playerNamed(event.players, clean, playerId);
  if (taken) return { problems: [{ code: 'name-taken', playerId, name: clean, other: { id: taken.id, name: taken.name } }] };
  const renamed: Renamed = { playerId, previous: player.name, name: clean };
  if (clean === player.name) return { renamed, problems: [] };
  return { event: { ...event, players: event.players.map((p) => (p.id === playerId ? { ...p, name: clean } : p)), updatedAt: now.toISOString() }, renamed, problems: [] };
}

/** Why a player was not renamed, in words (the app's; the command line names player ids too). */
export function renameProblemText(p: RenameProblem, lang: Lang): string {
  if (p.code === 'no-player') return translate(lang, 'organiser.register.noPlayer', { id: p.playerId });
  if (p.code === 'name-empty') return translate(lang, 'organiser.rename.empty', { name: p.name });
  if (p.code === 'name-long') return translate(lang, 'organiser.rename.long', { name: p.name, max: p.max });
  return translate(lang, 'organiser.rename.taken', { name: p.name, other: p.other.name });
}
