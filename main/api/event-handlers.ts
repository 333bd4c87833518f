import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { FileProblemsError } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';
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

/** Why a registration was refused, in words; replacing the player's list is advised only while lists can be replaced (before round 1 is paired). */
function registrationProblem(p: ReturnType<typeof registerPlayers>['problems'][number], lang: Lang, started: boolean): string {
  if (p.code === 'event-full') return translate(lang, 'organiser.register.full', { file: p.fileName, max: p.max });
  return translate(lang, started ? 'organiser.register.nameTakenStarted' : 'organiser.register.nameTaken', { file: p.fileName, name: p.name });
}

/** The organiser's handlers: events and league seasons in the user data folder (file stores: safe writes, history). */
export function createEventHandlers({ events, leagues, database, now, seed = randomSeed }: EventDeps): EventMethods {
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
          if (read.lists.length !== 1 || !submitted) throw new Error(translate(lang, 'organiser.register.replaceOne'));
          const out = replaceList(event, replace, submitted, db, now());
          if (!out.event || !out.registered) {
            const p = out.problems[0];
            throw new Error(p?.code === 'started' ? translate(lang, 'organiser.register.started') : translate(lang, 'organiser.register.noPlayer', { id: replace }));
          }
          registered = [out.registered];
          return out.event;
        } else {
          const out = registerPlayers(event, read.lists, db, now());
          registered = out.registered;
          problems.push(...out.problems.map((p) => registrationProblem(p, lang, event.rounds.length > 0)));
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
    async listLeagues({ lang }) {
      const { items, problems } = await leagues.list(lang);
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
