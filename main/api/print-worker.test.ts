import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArmyList } from '../../core/model/list';
import { benchList } from '../../scripts/bench/print';
import { pdfText } from '../print/test-support';
import { cardsForJob } from '../services/print-worker-client';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-printworker-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('printing off the request path', () => {
  it('answers other calls while a 2,000-entry print renders on the worker, then hands out the PDF', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const cards = await api.queryCards({ system: 'confrontation', limit: 10000 });
    const { jobId } = await api.startPrint({ job: { documents: ['all'], paper: 'a4', lang: 'en', list: benchList(cards, 2000) } });
    let answeredWhileRunning = 0;
    for (let i = 0; i < 20; i++) {
      await api.getCardCounts({});
      if ((await api.getPrintStatus({ jobId })).state === 'running') answeredWhileRunning++;
    }
    // Rendering on the request thread would hold every call until the PDF is done.
    expect(answeredWhileRunning).toBe(20);
    for (;;) {
      const status = await api.getPrintStatus({ jobId });
      if (status.state === 'failed') throw new Error(status.error);
      if (status.state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const { pdfBase64 } = await api.getPrintResult({ jobId });
    expect(Buffer.from(pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('readies printing ahead of the first job: the worker renders the warm-up once, and is asked for nothing more after that', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const soon = <T>(p: Promise<T>): Promise<T | 'later'> => Promise.race([p, new Promise<'later'>((resolve) => setImmediate(() => resolve('later')))]);
    // The first time the worker starts and renders the warm-up sheet: no answer within the same turn.
    const first = api.preparePrint({});
    expect(await soon(first)).toBe('later');
    expect(await first).toBe(true);
    // Ready: answered at once, without a job on the worker.
    expect(await soon(api.preparePrint({}))).toBe(true);
    // The worker goes on printing.
    const { jobId } = await api.startPrint({ job: { documents: ['templates'], paper: 'a4', lang: 'en', options: { diameters: [100] } } });
    for (;;) {
      const status = await api.getPrintStatus({ jobId });
      if (status.state === 'failed') throw new Error(status.error);
      if (status.state === 'done') break;
      await new Promise((r) => setTimeout(r, 20));
    }
  }, 60_000);

  it('checks an Old World list against its army composition on the printed list sheet, as the editor and the command line do', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const printed = async (sample: string): Promise<string> => {
      const list = JSON.parse(await readFile(path.join(ROOT, 'resources', 'samples', sample), 'utf8')) as ArmyList;
      const { jobId } = await api.startPrint({ job: { documents: ['list'], paper: 'a4', lang: 'en', list } });
      for (;;) {
        const status = await api.getPrintStatus({ jobId });
        if (status.state === 'failed') throw new Error(status.error);
        if (status.state === 'done') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const file = path.join(dir, `${sample}.pdf`);
      await writeFile(file, Buffer.from((await api.getPrintResult({ jobId })).pdfBase64, 'base64'));
      return pdfText(file).replace(/\s+/g, ' ');
    };
    // The composition's Core minimum needs the army's composition, which the worker had no lookup for: the sheet said "Valid".
    const invalid = await printed('oldworld.category-min.muster');
    expect(invalid).toContain('Core units hold 80 points: at least 25% of the 1000-point limit (250 points) must go there, 170 more.');
    expect(invalid).not.toContain('breaks no rule');
    expect(await printed('valid-oldworld-dwarfs.muster')).toContain('breaks no rule');
  }, 60_000);

  it('sends the worker the cards of the list and the cards they name (servants, chariot crews)', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const all = await api.queryCards({});
    const byId = new Map(all.map((c) => [c.id, c]));
    const machine = all.find((c) => (c.warMachine?.servants.length ?? 0) > 0)!;
    const list = { ...benchList([machine], 1) };
    const sent = cardsForJob({ documents: ['reference'], paper: 'a4', lang: 'en', list }, { card: (id) => byId.get(id) }).map((c) => c.id);
    expect(sent).toContain(machine.id);
    for (const s of machine.warMachine!.servants) expect(sent).toContain(s);
  });

  it('sends the magic items an Old World unit carries, so the PDF shows them and their points', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const all = await api.queryCards({ system: 'oldworld', limit: 10000 });
    const byId = new Map(all.map((c) => [c.id, c]));
    const list = { ...benchList([byId.get('high-elf-realms-prince')!], 1) };
    list.entries = list.entries.map((e) => ({ ...e, items: [{ slot: 'items.magic-items', item: 'item-general-ogre-blade' }] }));
    const sent = cardsForJob({ documents: ['list'], paper: 'a4', lang: 'en', list }, { card: (id) => byId.get(id) }).map((c) => c.id);
    expect(sent.sort()).toEqual(['high-elf-realms-prince', 'item-general-ogre-blade']);
  });

  it("sends a regimental unit's detachments, so the sheets show the Fanatics and the rules know them", async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const all = await api.queryCards({ system: 'oldworld', limit: 10000 });
    const byId = new Map(all.map((c) => [c.id, c]));
    const list = { ...benchList([byId.get('orc-and-goblin-tribes-night-goblin-mob')!], 1) };
    list.entries = list.entries.map((e) => ({ ...e, count: 20, detachments: [{ cardId: 'orc-and-goblin-tribes-fanatics', count: 2 }] }));
    const sent = cardsForJob({ documents: ['list'], paper: 'a4', lang: 'en', list }, { card: (id) => byId.get(id) }).map((c) => c.id);
    expect(sent.sort()).toEqual(['orc-and-goblin-tribes-fanatics', 'orc-and-goblin-tribes-night-goblin-mob']);
  });

  it("prints the registration report of the app's print job with every player's list checked against the cards it uses (none unknown)", async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const created = await api.createEvent({ name: 'Cup' });
    const sample = async (player: string) => ({
      fileName: `${player}.muster`,
      text: JSON.stringify({ ...(JSON.parse(await readFile(path.join(ROOT, 'resources', 'samples', 'valid-tjost-selection.muster'), 'utf8')) as object), player }),
    });
    const { event } = await api.registerLists({ id: created.id, files: [await sample('Anna'), await sample('Bernd')], lang: 'en' });
    expect(event.players.map((p) => p.check?.valid)).toEqual([true, true]);
    const { jobId } = await api.startPrint({ job: { documents: ['registration'], paper: 'a4', lang: 'en', event } });
    for (;;) {
      const status = await api.getPrintStatus({ jobId });
      if (status.state === 'failed') throw new Error(status.error);
      if (status.state === 'done') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const file = path.join(dir, 'registration.pdf');
    await writeFile(file, Buffer.from((await api.getPrintResult({ jobId })).pdfBase64, 'base64'));
    const text = pdfText(file).replace(/\s+/g, ' ');
    // The worker had no card of the players' lists: "2 players: 0 lists valid, 2 with errors", each card "not in the card database".
    expect(text).toContain('2 players: 2 lists valid, 0 with errors');
    expect(text).not.toContain('card database');
  }, 60_000);
});
