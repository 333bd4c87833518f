import type { EventSummary, LeagueSummary } from '../../core/api/contract';
import type { Lang } from '../../core/model/system';
import { EVENT_FILE_EXT, type EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { LEAGUE_FILE_EXT, parseLeagueFile, serializeLeague, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { createFileStore, type DocumentFormat, type Written } from './file-store';
import { saveStamped, stampAfter, type StampedSaveOptions } from './stamped-save';

/** Event files (`*.muster-event`): parsed and checked by core (schema and consistency). */
const eventFormat: DocumentFormat<EventFile> = {
  ext: EVENT_FILE_EXT,
  parse: (text, file) => {
    const parsed = parseEventFile(text, file);
    return { value: parsed.event, problems: parsed.problems };
  },
  serialize: serializeEvent,
};

/** League season files (`*.muster-league`). */
const leagueFormat: DocumentFormat<LeagueFile> = {
  ext: LEAGUE_FILE_EXT,
  parse: (text, file) => {
    const parsed = parseLeagueFile(text, file);
    return { value: parsed.league, problems: parsed.problems };
  },
  serialize: serializeLeague,
};

function eventSummary(e: EventFile): EventSummary {
  const s: EventSummary = { id: e.id, name: e.name, updatedAt: e.updatedAt, players: e.players.length, rounds: e.rounds.length, plannedRounds: e.settings.rounds };
  if (e.date) s.date = e.date;
  return s;
}

/** A store of one kind of organiser document with its summaries, newest first; unreadable files are reported, not fatal. */
function documentStore<T extends { id: string; updatedAt: string }, S extends { updatedAt: string }>(userDataDir: string, folder: string, format: DocumentFormat<T>, summary: (doc: T) => S, now: () => Date) {
  // Saved at every change (a result entered, a player added): history spread over the whole event, not the last 20 clicks.
  const files = createFileStore<T>({ root: userDataDir, folder, format, now, pruning: 'spread' });
  const overview = files.overview(summary);
  return {
    dir: files.dir,
    fileOf: files.fileOf,
    read: (id: string) => files.read(id),
    exists: files.exists,
    /** Moves the document to the trash; `restore` brings it back. Its history stays. */
    remove: files.remove,
    /** Brings a document back from the trash as it was saved; refused while a document with its id exists. */
    restore: files.restore,
    /** Documents in the trash, the last deleted first, each with when it was deleted; one saved again under its id since is left out (as the lists' trash). */
    async trashed(): Promise<(S & { deletedAt: string })[]> {
      const out: (S & { deletedAt: string })[] = [];
      for (const t of await files.trashed()) if (!(await files.exists(t.id))) out.push({ ...summary(t.value), deletedAt: t.deletedAt.toISOString() });
      return out;
    },
    history: files.history,
    version: files.version,
    /** Every readable document's summary, newest first; unreadable files are reported, not fatal. */
    list: (lang?: Lang): Promise<{ items: S[]; problems: string[] }> => overview(undefined, lang),
    /** Saves safely with history; stamps `updatedAt` (see saveStamped, also for `basedOn` and what it resolves with). */
    save(doc: T, options: StampedSaveOptions = {}): Promise<Written<T>> {
      return saveStamped(files, doc.id, doc, now, options);
    },
    /** Reads, changes and saves a document as one step (see the file store's update); stamps `updatedAt` after the version it changes. */
    update(id: string, change: (current: T) => T | Promise<T>): Promise<Written<T>> {
      return files.update(id, async (current) => ({ ...(await change(current)), updatedAt: stampAfter(now(), current.updatedAt) }));
    },
  };
}

/** The organiser's events: `events/<id>.muster-event` in the user data folder (a file store: safe writes, history, trash). */
export function createEventStore(userDataDir: string, now: () => Date = () => new Date()) {
  return documentStore(userDataDir, 'events', eventFormat, eventSummary, now);
}

/** League seasons: `leagues/<id>.muster-league` in the user data folder. */
export function createLeagueStore(userDataDir: string, now: () => Date = () => new Date()) {
  return documentStore<LeagueFile, LeagueSummary>(userDataDir, 'leagues', leagueFormat, (l) => ({ id: l.id, name: l.name, updatedAt: l.updatedAt, events: l.events.length, ...(l.season ? { season: l.season } : {}) }), now);
}

export type EventStore = ReturnType<typeof createEventStore>;
export type LeagueStore = ReturnType<typeof createLeagueStore>;
