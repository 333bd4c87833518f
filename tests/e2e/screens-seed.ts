import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from './fixtures';

const SAMPLES = path.join(root, 'resources', 'samples');

/** Sample documents copied into a fresh user data folder before the server starts: a list of every system, a siege, TJOST results. */
export function seedFiles(userDataDir: string): void {
  const into = (folder: string, files: string[]): void => {
    const dir = path.join(userDataDir, folder);
    mkdirSync(dir, { recursive: true });
    for (const f of files) {
      // A document's file is named after its id.
      const text = readFileSync(path.join(SAMPLES, f), 'utf8');
      const { id } = JSON.parse(text) as { id: string };
      writeFileSync(path.join(dir, id + path.extname(f)), text);
    }
  };
  into('lists', ['valid.muster', 'valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster', 'valid-chronopia.muster', 'valid-tjost-selection.muster', 'valid-tjost-game.muster']);
  into('sieges', ['valid-siege.muster-siege']);
  copyFileSync(path.join(SAMPLES, 'tjost-results.json'), path.join(userDataDir, 'tjost-results.json'));
}

/** The API token in the address the running app printed. */
export const tokenOf = (printedUrl: string): string => new URL(printedUrl).searchParams.get('token') ?? '';

/** Calls the running app's API from the page (browser mode), with the token of the address it printed. */
async function call<T>(page: Page, token: string, method: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, input, token }) => {
      const res = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Muster-Token': token },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
      if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
      return body.value as T;
    },
    { method, input, token },
  );
}

export interface Seeded {
  eventId: string;
  leagueId: string;
}

/** An event with four registered players and a league, made through the app's own API (the page must be open). */
export async function seedOrganiser(page: Page, token: string): Promise<Seeded> {
  const event = await call<{ id: string }>(page, token, 'createEvent', { name: 'Spring Cup', date: '2025-03-01', place: 'Kassel', rounds: 3 });
  const text = readFileSync(path.join(SAMPLES, 'valid-tjost-selection.muster'), 'utf8');
  const files = ['Anna', 'Bernd', 'Clara', 'Dirk'].map((player) => ({
    fileName: `${player}.muster`,
    text: JSON.stringify({ ...(JSON.parse(text) as object), player }),
  }));
  await call(page, token, 'registerLists', { id: event.id, files, lang: 'en' });
  const league = await call<{ id: string }>(page, token, 'createLeague', { name: 'League 2025', season: '2025' });
  return { eventId: event.id, leagueId: league.id };
}

/** Chooses the UI language as a user would, through the settings it is kept in. */
export async function chooseLanguage(page: Page, token: string, lang: 'de' | 'en'): Promise<void> {
  await call(page, token, 'saveSettings', { lang });
}
