import { describe, expect, it } from 'vitest';
import { CHRONOPIA_LABELS } from './chronopia';

/** The hint under the Chronopia status markers: plain German and English, one unit or figure in the singular. */
describe('Chronopia marker hint', () => {
  it('says how many markers of each kind, with singular and plural as the numbers need', () => {
    expect(CHRONOPIA_LABELS.de.markersHint(4, 18)).toBe(
      'Für 4 Einheiten und 18 Figuren auf dem Tisch (ein Streitwagen mit seiner Besatzung ist eine): je Einheit ein Aktivierungs- und ein Panikmarker, je Figur ein Warte- und ein Versteckmarker, je zwei Figuren ein Hingestreckt-Marker.',
    );
    expect(CHRONOPIA_LABELS.de.markersHint(1, 1)).toMatch(/^Für 1 Einheit und 1 Figur auf dem Tisch /);
    expect(CHRONOPIA_LABELS.en.markersHint(1, 1)).toBe('For 1 unit and 1 figure on the table (a chariot with its crew is one): activation and panic markers one per unit, wait and hidden one per figure, prone one per two figures.');
    expect(CHRONOPIA_LABELS.en.markersHint(2, 5)).toMatch(/^For 2 units and 5 figures on the table /);
  });
});
