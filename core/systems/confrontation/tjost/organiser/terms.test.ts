import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../i18n/catalogue';
import sheetDe from '../../../../i18n/messages/sheet/de';

/** Every text of a catalogue part with its key. */
function texts(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
  return [];
}

describe('the German organiser texts use one word for each thing, in every part of the catalogue (app, command line, sheets)', () => {
  const all = [...texts(CATALOGUE.de), ...texts(sheetDe, 'sheet')];

  it('a bye is a "Freilos" (never "Spielfrei"), a player who left "ausgeschieden" (never "ausgestiegen")', () => {
    expect(all.filter(([, t]) => /spielfrei|ausgestiegen/i.test(t))).toEqual([]);
    expect(all.filter(([, t]) => /Freilos/.test(t)).length).toBeGreaterThan(3);
  });

  it('rounds after the first are paired by the standings, not drawn: the count of rounds says "gepaart"', () => {
    expect(all.filter(([, t]) => /Ausgeloste Runden/i.test(t))).toEqual([]);
    expect(CATALOGUE.de.history.event.rounds).toMatch(/^Gepaarte Runden: \{rounds\} von \{planned\}/);
  });
});
