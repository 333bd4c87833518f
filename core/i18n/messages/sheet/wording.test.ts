import { describe, expect, it } from 'vitest';
import '../../sheet';
import { translate } from '../../translate';

const de = (id: string, params: Record<string, string | number> = {}): string => translate('de', id, params);

describe('German sheets: one term, one spelling', () => {
  it('"An Bord" with a capital, as the line starts with it and as the passengers’ "An Bord" (it was "an Bord: …" beside "An Bord: …")', () => {
    expect(de('sheet.labels.assignment.aboard', { v: 'Panzerwagen der Zwerge (#3)' })).toBe('An Bord: Panzerwagen der Zwerge (#3)');
    expect(de('sheet.labels.assignment.passengers')).toBe('An Bord');
  });

  it('a double is a critical hit, as the rulebook says and the table view says', () => {
    expect(de('sheet.fortification.exceptional.title')).toBe('Kritische Treffer (Pasch)');
    expect(de('table.damage.exceptional', { die: 3, sp: 1 })).toBe('Kritischer Treffer (Pasch 3): 1 SP verloren.');
  });
});
