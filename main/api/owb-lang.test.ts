import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ImportedList } from '../../core/api/contract';
import { dispatch } from './dispatch';
import { createHandlers, type Dialogs } from './handlers';

const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources');

async function setup(dialogs?: Dialogs) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-owb-lang-'));
  return createHandlers({ mode: dialogs ? 'desktop' : 'browser', version: '1.2.3', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false, dialogs });
}

type Sample = { description: string; compositionRule: string; characters: { name?: string }[]; core: { id: string }[] };

/** The sample Old World Builder file with a description, an unknown composition rule, an unknown unit and an over-long unit name. */
async function awkwardText(): Promise<string> {
  const sample = JSON.parse(await readFile(path.join(resourcesDir, 'samples', 'oldworld-list.owb.json'), 'utf8')) as Sample;
  sample.description = 'for the club';
  sample.compositionRule = 'grand-melee-x';
  sample.characters[0]!.name = 'L'.repeat(120);
  sample.core[0]!.id = 'land-ship.x';
  return JSON.stringify(sample);
}

describe('handlers: Old World Builder notes in the language asked for', () => {
  it('imports an .owb.json with its problems and notes in German, each naming its field', async () => {
    const api = await setup();
    const text = await awkwardText();
    const de = await dispatch(api, 'importList', { fileName: 'army.owb.json', text, lang: 'de' });
    expect(de.ok).toBe(true);
    expect((de as { value: ImportedList }).value.notes).toEqual([
      "core[0].id: Ritter des Imperiums ('land-ship') ist keine Einheit der Armee Imperium der Menschen, die Muster kennt; weggelassen",
      "compositionRule: 'grand-melee-x' kennt Muster nicht; die Liste folgt Open War",
      'characters[0] (General des Imperiums): der eigene Name der Einheit ist auf 100 Zeichen gekürzt',
    ]);
    // Without a language, and in English, the words are as before.
    const en = await api.importList({ fileName: 'army.owb.json', text });
    expect(en.notes).toEqual([
      "core[0].id: Empire Knights ('land-ship') is not a unit of Empire of Man Muster knows; left out",
      "compositionRule: 'grand-melee-x' is not known to Muster; the list follows Open War",
      "characters[0] (General of the Empire): the unit's own name is cut to 100 characters",
    ]);
    expect((await api.importList({ fileName: 'army.owb.json', text, lang: 'en' })).notes).toEqual(en.notes);
  });

  it('exports an .owb.json with what does not carry over in German', async () => {
    const api = await setup();
    const { list } = await api.importList({ fileName: 'army.owb.json', text: await awkwardText() });
    const withPlayer = { ...list, player: 'Anna', entries: [...list.entries, { id: 'e90', cardId: 'no-such-card', count: 1, assignments: [] }] };
    const de = await dispatch(api, 'exportListOwb', { list: withPlayer, lang: 'de' });
    expect(de.ok).toBe(true);
    expect((de as { value: { notes: string[] } }).value.notes).toEqual([
      "e90: Karte 'no-such-card' ist keine Old-World-Einheit, die Muster kennt; weggelassen",
      "Spieler 'Anna': Listen des Old World Builder haben keinen Spieler",
    ]);
    expect((await api.exportListOwb({ list: withPlayer })).notes).toEqual([
      "e90: card 'no-such-card' is not an Old World unit Muster knows; left out",
      "player 'Anna': Old World Builder lists have no player",
    ]);
  });

  it('Save As of an Old World Builder file (desktop) gives the notes of the file it wrote, in German, and the file as exported', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-owb-save-'));
    let target = path.join(dir, 'army.owb.json');
    const offered: string[] = [];
    const api = await setup({ saveFile: async (name) => (offered.push(name), target), openFile: async () => null, openWithSystem: async () => undefined });
    const { list } = await api.importList({ fileName: 'army.owb.json', text: await awkwardText() });
    const withPlayer = { ...list, player: 'Anna', entries: [...list.entries, { id: 'e90', cardId: 'no-such-card', count: 1, assignments: [] }] };
    const saved = await dispatch(api, 'saveListOwbAs', { list: withPlayer, lang: 'de' });
    expect(saved).toEqual({
      ok: true,
      value: {
        file: target,
        notes: ["e90: Karte 'no-such-card' ist keine Old-World-Einheit, die Muster kennt; weggelassen", "Spieler 'Anna': Listen des Old World Builder haben keinen Spieler"],
      },
    });
    expect(offered).toEqual([`${list.name}.owb.json`]);
    const exported = await api.exportListOwb({ list: withPlayer, lang: 'de' });
    expect(await readFile(target, 'utf8')).toBe(exported.text);
    // Without a language the notes are in English; cancelled, nothing is written and there is nothing to say.
    target = path.join(dir, 'english.owb.json');
    expect((await api.saveListOwbAs({ list: withPlayer }))?.notes).toEqual(["e90: card 'no-such-card' is not an Old World unit Muster knows; left out", "player 'Anna': Old World Builder lists have no player"]);
    const cancelled = await setup({ saveFile: async () => null, openFile: async () => null, openWithSystem: async () => undefined });
    expect(await cancelled.saveListOwbAs({ list: withPlayer, lang: 'de' })).toBeNull();
  });
});
