import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { FileProblemsError } from '../../core/files/problems';
import { MAX_SEED, type EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { newLeague } from '../../core/systems/confrontation/tjost/organiser/league';
import { eventProblems } from '../../core/systems/confrontation/tjost/organiser/load';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { registerPlayers, replaceList, type Registered } from '../../core/systems/confrontation/tjost/organiser/registration';
import { playerReport, playerReports, registrationReportText } from '../../core/systems/confrontation/tjost/organiser/report';
import { readSubmittedLists } from '../../core/systems/confrontation/tjost/organiser/submitted';
import type { EventStore, LeagueStore } from '../services/event-store';

type EventMethods = Pick<
  MusterApi,
  'listEvents' | 'openEvent' | 'createEvent' | 'saveEvent' | 'deleteEvent' | 'registerLists' | 'getEventReport' | 'listLeagues' | 'openLeague' | 'createLeague' | 'saveLeague' | 'deleteLeague'
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

/** Why a registration was refused, in words. */
function registrationProblem(p: ReturnType<typeof registerPlayers>['problems'][number]): string {
  return p.code === 'name-taken' ? `${p.fileName}: a player named '${p.name}' is registered already; replace that player's list instead` : `${p.fileName}: the event is full (at most ${p.max} players)`;
}

/** The organiser's handlers: events and league seasons in the user data folder (file stores: safe writes, history). */
export function createEventHandlers({ events, leagues, database, now, seed = randomSeed }: EventDeps): EventMethods {
  const checked = (event: EventFile): EventFile => {
    const problems = eventProblems(event, events.fileOf(event.id));
    if (problems.length > 0) throw new FileProblemsError(events.fileOf(event.id), problems);
    return event;
  };
  return {
    async listEvents() {
      const { items, problems } = await events.list();
      return { events: items, problems };
    },
    openEvent: ({ id }) => events.read(id),
    async createEvent(input) {
      const settings = { ...(input.rounds ? { rounds: input.rounds } : {}), ...(input.gameMinutes ? { gameMinutes: input.gameMinutes } : {}), ...(input.bye ? { bye: input.bye } : {}) };
      const event = newEvent({ id: newId(), name: input.name, seed: seed() % (MAX_SEED + 1), now: now(), ...(input.date ? { date: input.date } : {}), ...(input.place ? { place: input.place } : {}), ...(input.organiser ? { organiser: input.organiser } : {}), settings });
      return events.save(event);
    },
    saveEvent: async ({ event, basedOn }) => events.save(checked(event), { basedOn }),
    async deleteEvent({ id }) {
      await events.remove(id);
      return true;
    },
    async registerLists({ id, files, lang, replace }) {
      const { db } = await database();
      const read = readSubmittedLists(files);
      const problems = [...read.problems];
      let registered: Registered[] = [];
      const saved = await events.update(id, (event) => {
        if (replace !== undefined) {
          const submitted = read.lists[0];
          if (read.lists.length !== 1 || !submitted) throw new Error('Replace a list with exactly one readable list file');
          const out = replaceList(event, replace, submitted, db, now());
          if (!out.event || !out.registered) {
            const p = out.problems[0];
            throw new Error(p?.code === 'started' ? 'The event has started: lists can no longer be replaced' : `No player '${replace}' in this event`);
          }
          registered = [out.registered];
          return out.event;
        } else {
          const out = registerPlayers(event, read.lists, db, now());
          registered = out.registered;
          problems.push(...out.problems.map(registrationProblem));
          return out.event;
        }
      });
      const reports = registered.map((r) => playerReport(saved.players.find((p) => p.id === r.playerId)!, db, lang, now()));
      return { event: saved, reports, problems };
    },
    async getEventReport({ id, lang }) {
      const { db } = await database();
      const event = await events.read(id);
      const reports = playerReports(event, db, lang, now());
      return { reports, text: registrationReportText(event, reports, lang) };
    },
    async listLeagues() {
      const { items, problems } = await leagues.list();
      return { leagues: items, problems };
    },
    openLeague: ({ id }) => leagues.read(id),
    createLeague: ({ name, season }) => leagues.save(newLeague({ id: newId(), name, now: now(), ...(season ? { season } : {}) })),
    saveLeague: ({ league, basedOn }) => leagues.save(league, { basedOn }),
    async deleteLeague({ id }) {
      await leagues.remove(id);
      return true;
    },
  };
}
