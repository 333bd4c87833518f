import type { HistoryEntry, MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { listTotals } from '../../core/list/totals';
import { summarize, validateList } from '../../core/checks';
import type { StoredVersion } from '../services/history';
import type { ListStore } from '../services/list-store';
import type { createResultsStore } from '../services/results-store';
import type { SiegeStore } from '../services/siege-store';
import type { EventStore, LeagueStore } from '../services/event-store';
import type { createUserCards } from '../services/user-cards';
import { resultsEntered } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { siegeChanges } from '../../core/systems/oldworld/siege/changes';
import type { SiegeRoster } from '../../core/systems/oldworld/siege/model';

type HistoryMethods = Pick<MusterApi, 'listHistory' | 'getHistoryVersion'>;

interface HistoryDeps {
  lists: ListStore;
  sieges: SiegeStore;
  results: ReturnType<typeof createResultsStore>;
  events: EventStore;
  leagues: LeagueStore;
  userCards: ReturnType<typeof createUserCards>;
  database: () => Promise<{ db: CardDatabase }>;
}

/**
 * Each stored version (newest first) with a summary read from it; a version that cannot be read
 * says why. `summary` also gets the version before it (the next older one, when it reads), to say what changed.
 */
async function summarized<T>(versions: StoredVersion[], read: (v: string) => Promise<T>, summary: (doc: T, older: T | undefined) => Partial<HistoryEntry>): Promise<HistoryEntry[]> {
  const docs: ({ doc: T } | { problem: string })[] = [];
  for (const v of versions) {
    try {
      docs.push({ doc: await read(v.version) });
    } catch (err) {
      docs.push({ problem: err instanceof Error ? err.message : String(err) });
    }
  }
  return versions.map((v, i) => {
    const read = docs[i]!;
    if ('problem' in read) return { ...v, problem: read.problem };
    const older = docs[i + 1];
    return { ...v, ...summary(read.doc, older && 'doc' in older ? older.doc : undefined) };
  });
}

/** A siege roster version: its elements, devices, garrison and equipment, and the parts changed since the version before. */
function siegeSummary(roster: SiegeRoster, older: SiegeRoster | undefined): Partial<HistoryEntry> {
  return {
    name: roster.name,
    entries: roster.fortress.elements.length,
    devices: roster.devices.length,
    garrison: roster.garrison.length,
    equipment: roster.equipment.length,
    ...(older ? { changed: siegeChanges(older, roster) } : {}),
  };
}

/** History of lists, siege rosters, events, leagues, the user's card files and the TJOST results: the versions kept by the file store, and one version to preview or restore. */
export function createHistoryHandlers({ lists, sieges, results, events, leagues, userCards, database }: HistoryDeps): HistoryMethods {
  return {
    async listHistory({ doc }) {
      switch (doc.kind) {
        case 'list': {
          const { db } = await database();
          return summarized(await lists.history(doc.id), (v) => lists.version(doc.id, v), (list) => {
            const totals = listTotals(list, db);
            const { errors, warnings } = summarize(validateList(list, db));
            return { name: list.name, points: totals.points, limit: totals.limit, entries: totals.entries, errors, warnings };
          });
        }
        case 'siege':
          return summarized(await sieges.history(doc.id), (v) => sieges.version(doc.id, v), siegeSummary);
        case 'results':
          return summarized(await results.history(), (v) => results.version(v), (file) => ({ name: file.player, games: file.games.length }));
        case 'event':
          return summarized(await events.history(doc.id), (v) => events.version(doc.id, v), (e) => ({ name: e.name, entries: e.players.length, games: resultsEntered(e).results }));
        case 'league':
          return summarized(await leagues.history(doc.id), (v) => leagues.version(doc.id, v), (l) => ({ name: l.name, entries: l.events.length }));
        case 'cards': {
          const id = `${doc.system}/${doc.faction}`;
          return summarized(await userCards.history(id), (v) => userCards.version(id, v), (file) => ({ name: file.faction.name.en, cards: file.cards.length }));
        }
      }
    },
    async getHistoryVersion({ doc, version }) {
      switch (doc.kind) {
        case 'list':
          return { kind: 'list', list: await lists.version(doc.id, version) };
        case 'siege':
          return { kind: 'siege', siege: await sieges.version(doc.id, version) };
        case 'results':
          return { kind: 'results', results: await results.version(version) };
        case 'event':
          return { kind: 'event', event: await events.version(doc.id, version) };
        case 'league':
          return { kind: 'league', league: await leagues.version(doc.id, version) };
        case 'cards':
          return { kind: 'cards', cards: await userCards.version(`${doc.system}/${doc.faction}`, version) };
      }
    },
  };
}
