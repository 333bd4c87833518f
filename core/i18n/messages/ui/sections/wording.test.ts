import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from '../../../translate';

/**
 * German texts that name a card (or an entry, a list): a name that starts with an adjective is
 * declined after "von", "an", "zu" ("von Schwerer Dampfbombarde"), which a name put in as it is
 * cannot be. The texts are worded so the name needs no declension: "Mannschaft: Schwere
 * Dampfbombarde", "Schwere Dampfbombarde: 1 SP abziehen".
 */
const de = (id: string, params: Record<string, string | number> = {}, count?: number): string => translate('de', id, params, count);
const NAME = 'Schwere Dampfbombarde';

describe('German texts with a card’s name need no declension', () => {
  it('the chips and choices of an assignment', () => {
    expect(de('lists.assign.servantOf', { target: NAME })).toBe('Mannschaft: Schwere Dampfbombarde');
    expect(de('lists.assign.substituteOn', { target: NAME })).toBe('Hilfspersonal: Schwere Dampfbombarde');
    expect(de('lists.assign.aboard', { target: 'Schwerer Panzerwagen' })).toBe('An Bord: Schwerer Panzerwagen');
    expect(de('lists.assign.carriedBy', { target: 'Erfahrener Thain' })).toBe('Träger: Erfahrener Thain');
    expect(de('chronopia.crew.crewOf', { target: 'Großer Streitwagen' })).toBe('Besatzung: Großer Streitwagen');
  });

  it('at the table: the buttons’ names', () => {
    expect(de('table.lose', { name: NAME })).toBe('Schwere Dampfbombarde: 1 SP abziehen');
    expect(de('table.repair', { name: NAME })).toBe('Schwere Dampfbombarde: 1 SP zurückgeben');
    expect(de('table.damage.apply', { name: NAME })).toBe('Schwere Dampfbombarde: Schaden übernehmen');
    expect(de('table.repairRoll.apply', { name: NAME })).toBe('Schwere Dampfbombarde: Reparatur übernehmen');
  });

  it('in the list editor and its announcements', () => {
    expect(de('lists.entries.optionsOf', { name: NAME })).toBe('Schwere Dampfbombarde: Optionen');
    expect(de('lists.entries.nameOf', { name: NAME })).toBe('Schwere Dampfbombarde: eigener Name');
    expect(de('lists.entries.noteOf', { name: NAME })).toBe('Schwere Dampfbombarde: Notiz');
    expect(de('lists.entries.problems', { name: NAME, text: 'Keine Mannschaft.' })).toBe('Schwere Dampfbombarde, Probleme: Keine Mannschaft.');
    expect(de('lists.announce.itemAdded', { item: 'Runenhammer', name: 'Erfahrener Thain' })).toBe('Erfahrener Thain: Runenhammer hinzugefügt.');
    expect(de('lists.announce.itemRemoved', { item: 'Runenhammer', name: 'Erfahrener Thain' })).toBe('Erfahrener Thain: Runenhammer entfernt.');
    expect(de('lists.announce.chosen', { option: 'Schild', name: 'Erfahrener Thain' })).toBe('Erfahrener Thain: Schild gewählt.');
    expect(de('lists.announce.unchosen', { option: 'Schild', name: 'Erfahrener Thain' })).toBe('Erfahrener Thain: Schild abgewählt.');
    expect(de('lists.announce.detachmentAdded', { detachment: 'Armbrustschützen', name: 'Kaiserliche Hellebardiere' })).toBe('Kaiserliche Hellebardiere: Abteilung Armbrustschützen hinzugefügt.');
    expect(de('lists.announce.detachmentRemoved', { detachment: 'Armbrustschützen', name: 'Kaiserliche Hellebardiere' })).toBe('Kaiserliche Hellebardiere: Abteilung Armbrustschützen entfernt.');
    expect(de('lists.announce.detachmentCount', { detachment: 'Armbrustschützen', name: 'Kaiserliche Hellebardiere', count: 1 }, 1)).toBe('Kaiserliche Hellebardiere, Abteilung Armbrustschützen: 1 Modell.');
    expect(de('lists.recovery.restoreList', { name: 'Goblins vom Sumpf' })).toBe('Goblins vom Sumpf: Änderungen wiederherstellen');
    expect(de('lists.recovery.discardList', { name: 'Goblins vom Sumpf' })).toBe('Goblins vom Sumpf: Änderungen verwerfen');
    expect(de('library.backToRow', { name: NAME })).toBe('Zurück zu „Schwere Dampfbombarde“ in den Ergebnissen (Esc)');
    expect(de('cardEditor.titleCopy', { name: NAME })).toBe('Neue Karte, Kopie von „Schwere Dampfbombarde“');
  });

  it('Chronopia’s warbands and chariot crews', () => {
    expect(de('chronopia.warbands.label', { name: 'Großer Goblin' })).toBe('Großer Goblin: Kampfverband');
    expect(de('chronopia.crew.title', { name: 'Großer Streitwagen' })).toBe('Großer Streitwagen: Besatzung');
    expect(de('chronopia.crew.addMissingFor', { name: 'Großer Streitwagen' })).toBe('Großer Streitwagen: fehlende Besatzung hinzufügen');
    expect(de('chronopia.crew.assign', { crew: 'Goblin-Wagenlenker', chariot: 'Großer Streitwagen' })).toBe('Großer Streitwagen: Goblin-Wagenlenker als Besatzung einteilen');
  });

  it('The Old World’s options, detachments and magic items', () => {
    const name = 'Kaiserliche Hellebardiere';
    expect(de('oldworld.slotOf', { slot: 'Magische Standarte', name })).toBe('Kaiserliche Hellebardiere: Magische Standarte');
    expect(de('oldworld.optionOf', { option: 'Schilde', name })).toBe('Kaiserliche Hellebardiere: Schilde');
    expect(de('oldworld.countOf', { option: 'Champion', name })).toBe('Kaiserliche Hellebardiere: wie oft Champion');
    expect(de('oldworld.loreOf', { lore: 'Lehre des Feuers', name: 'Heller Zauberer' })).toBe('Heller Zauberer: Lehre des Feuers');
    expect(de('oldworld.addDetachment', { detachment: 'Armbrustschützen', name })).toBe('Kaiserliche Hellebardiere: Armbrustschützen als Abteilung hinzufügen');
    expect(de('oldworld.removeDetachment', { detachment: 'Armbrustschützen', name })).toBe('Kaiserliche Hellebardiere: Abteilung Armbrustschützen entfernen');
    expect(de('oldworld.detachmentModels', { detachment: 'Armbrustschützen', name })).toBe('Kaiserliche Hellebardiere: Modelle der Abteilung Armbrustschützen');
    expect(de('oldworld.itemsOf', { slot: 'Magische Standarte', name })).toBe('Kaiserliche Hellebardiere, magische Gegenstände: Magische Standarte');
    expect(de('oldworld.addItem', { slot: 'Magische Standarte', name })).toBe('Kaiserliche Hellebardiere: Magische Standarte hinzufügen');
    expect(de('oldworld.removeItem', { item: 'Kriegsbanner', name })).toBe('Kaiserliche Hellebardiere: Kriegsbanner entfernen');
  });

  it('no text of these catalogues puts a card’s name right after a preposition that declines it', () => {
    const sections = ['lists', 'table', 'chronopia', 'oldworld', 'library', 'issue'] as const;
    // Names of cards, entries and units (a player's name, as the organiser's texts have it, is not declined).
    const nameAfterPreposition = /\b(?:von|vom|an|zu|mit|bei|aus|auf)\s+\{(?:name|target|machine|chariot|crew|item|entry|bearer|bearers|first|second|with|required|vehicle)\}/i;
    const found: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        if (nameAfterPreposition.test(value)) found.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
      }
    };
    for (const s of sections) walk(MESSAGES.de[s], s);
    expect(found).toEqual([]);
  });
});

describe('German: the points said with the limit', () => {
  // "141 von 200 Punkte" wanted "Punkten": the unit after the limit is a form of its own (the announcer passes it).
  it('is right for every unit', () => {
    const total = (lang: 'de' | 'en', system: string): string =>
      translate(lang, 'lists.announce.total', { points: 141, limit: 200, unit: translate(lang, `domain.systems.${system}.pointsOfLimit`) });
    expect(total('de', 'chronopia')).toBe('141 von 200 Punkten.');
    expect(total('de', 'oldworld')).toBe('141 von 200 Punkten.');
    expect(total('en', 'chronopia')).toBe('141 of 200 points.');
    expect(total('en', 'confrontation')).toBe('141 of 200 AP.');
  });
});

describe('German: a double at the table is the rulebook’s critical hit', () => {
  it('“Kritischer Treffer”, as the rulebook and the printed sheet call it', () => {
    expect(de('table.damage.exceptional', { die: 3, sp: 1 })).toBe('Kritischer Treffer (Pasch 3): 1 SP verloren.');
  });
});

describe('the card search’s placeholder fits its box', () => {
  // It was cut off at 1366 px and at 150 % zoom; the keys it named are in the editor's key line.
  it('names what is searched, in a few words; the key line says how to choose and add', () => {
    expect(de('lists.picker.placeholder')).toBe('Name, Rang oder Fähigkeit');
    expect(translate('en', 'lists.picker.placeholder')).toBe('Name, rank or ability');
    expect(de('lists.editor.shortcuts')).toContain('Strg+K oder / sucht eine Karte (↑ und ↓ wählen eine, Enter fügt sie hinzu)');
    expect(translate('en', 'lists.editor.shortcuts')).toContain('Ctrl+K or / find a card (↑ and ↓ choose one, Enter adds it)');
  });
});

describe('German names a war machine’s servants as the rulebook does', () => {
  /** Every German text, flattened. */
  const texts = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(texts) : [];

  it('“Mannschaft” everywhere (card editor, list editor, sheets, problems), never “Bedienung”', () => {
    expect(texts(MESSAGES.de).filter((t) => /Bedienung/.test(t))).toEqual([]);
    expect(de('cardEditor.wm.servants')).toBe('Mannschaftskarten');
    expect(de('cardEditor.wm.servantRemove', { name: NAME })).toBe('Schwere Dampfbombarde aus der Mannschaft entfernen');
  });
});
