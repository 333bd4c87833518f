import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { FileProblemsError } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { MAX_SEED, type EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { newLeague } from '../../core/systems/confrontation/tjost/organiser/league';
import { eventProblems } from '../../core/systems/confrontation/tjost/organiser/load';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { registerPlayers, registrationProblemText, replaceList, type Registered } from '../../core/systems/confrontation/tjost/organiser/registration';
import { playerReport, playerReports, registrationReportText } from '../../core/systems/confrontation/tjost/organiser/report';
import { readSubmittedLists } from '../../core/systems/confrontation/tjost/organiser/submitted';
import type { EventStore, LeagueStore } from '../services/event-store';
import { trashOf } from './trash';

type EventMethods = Pick<
  MusterApi,
  | 'listEvents'
  | 'openEvent'
  | 'createEvent'
  | 'saveEvent'
  | 'deleteEvent'
  | 'restoreEvent'
  | 'listTrashedEvents'
  | 'registerLists'
  | 'getEventReport'
  | 'listLeagues'
  | 'openLeague'
  | 'createLeague'
  | 'saveLeague'
  | 'deleteLeague'
  | 'restoreLeague'
  | 'listTrashedLeagues'
>;

interface EventDeps {
  events: EventStore;
  leagues: LeagueStore;
  database: () => Promise<{ db: CardDatabase }>;
  now: () => Date;
  /** A random draw seed (tests pass a fixed one). */
  seed?: () => number;
}

const randomSeed = (): number => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
const newId = (): string => globalThis.crypto.randomUUID();

/** The organiser's handlers: events and league seasons in the user data folder (file stores: safe writes, history). */
export function createEventHandlers({ events, leagues, database, now, seed = randomSeed }: EventDeps): EventMethods {
  const eventTrash = trashOf(events, 'event');
  const leagueTrash = trashOf(leagues, 'league');
  const checked = (event: EventFile): EventFile => {
    const problems = eventProblems(event, events.fileOf(event.id));
    if (problems.length > 0) throw new FileProblemsError(events.fileOf(event.id), problems);
    return event;
  };
  return {
    async listEvents({ lang }) {
      const { items, problems } = await events.list(lang);
      return { events: items, problems };
    },
    openEvent: ({ id }) => events.read(id),
    async createEvent(input) {
      const settings = { ...(input.rounds ? { rounds: input.rounds } : {}), ...(input.gameMinutes ? { gameMinutes: input.gameMinutes } : {}), ...(input.bye ? { bye: input.bye } : {}) };
      const event = newEvent({ id: newId(), name: input.name, seed: seed() % (MAX_SEED + 1), now: now(), ...(input.date ? { date: input.date } : {}), ...(input.place ? { place: input.place } : {}), ...(input.organiser ? { organiser: input.organiser } : {}), settings });
      return (await events.save(event)).value;
    },
    async saveEvent({ event, basedOn }) {
      const { value, warnings } = await events.save(checked(event), { basedOn });
      return { event: value, warnings };
    },
    deleteEvent: eventTrash.remove,
    restoreEvent: eventTrash.restore,
    listTrashedEvents: eventTrash.trashed,
    async registerLists({ id, files, lang, replace }) {
      const { db } = await database();
      const read = readSubmittedLists(files, lang);
      const problems = [...read.problems];
      let registered: Registered[] = [];
      const { value: saved, warnings } = await events.update(id, (event) => {
        if (replace !== undefined) {
          const submitted = read.lists[0];
          if (read.lists.length !== 1 || !submitted) throw new Error(translate(lang, 'organiser.register.replaceOne'));
          const out = replaceList(event, replace, submitted, db, now());
          if (!out.event || !out.registered) {
            const p = out.problems[0];
            if (p?.code === 'other-game') throw new Error(registrationProblemText(p, lang, false));
            throw new Error(p?.code === 'started' ? translate(lang, 'organiser.register.started') : translate(lang, 'organiser.register.noPlayer', { id: replace }));
          }
          registered = [out.registered];
          return out.event;
        } else {
          const out = registerPlayers(event, read.lists, db, now());
          registered = out.registered;
          problems.push(...out.problems.map((p) => registrationProblemText(p, lang, event.rounds.length > 0)));
          return out.event;
        }
      });
      const reports = registered.map((r) => playerReport(saved.players.find((p) => p.id === r.playerId)!, db, lang, now()));
      return { event: saved, reports, problems, warnings };
    },
    async getEventReport({ id, lang }) {
      const { db } = await database();
      const event = await events.read(id);
      const reports = playerReports(event, db, lang, now());
      return { reports, text: registrationReportText(event, reports, lang) };
    },
    async listLeagues({ lang }) {
      const { items, problems } = await leagues.list(lang);
      return { leagues: items, problems };
    },
    openLeague: ({ id }) => leagues.read(id),
    createLeague: async ({ name, season }) => (await leagues.save(newLeague({ id: newId(), name, now: now(), ...(season ? { season } : {}) }))).value,
    async saveLeague({ league, basedOn }) {
      const { value, warnings } = await leagues.save(league, { basedOn });
      return { league: value, warnings };
    },
    deleteLeague: leagueTrash.remove,
    restoreLeague: leagueTrash.restore,
    listTrashedLeagues: leagueTrash.trashed,
  };
}
