import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES } from '../../i18n/sheet';
import { fallingTable } from './quickref';

describe('Chronopia quick reference', () => {
  it('fallingTable computes the damage per size and height', () => {
    const t = fallingTable([3], [1, 2, 8]);
    expect(t).toEqual([{ size: 3, cells: ['-', '7 (x1)', '13 (x3)'] }]);
    expect(fallingTable().map((r) => r.size)).toEqual([1, 2, 3, 4]);
  });

  it("gives the rulebook's armour roll, not the Kompendium's house rule that a 1 always saves (docs/rules.md)", () => {
    // Chapter 3, "Schaden zufügen": armour minus damage, no roll after an outstanding hit. "A 1 on the
    // armour roll saves even when the damage reaches the armour" is the Chronopia Deutschland
    // Kompendium's variant printed beside it, not a rule of the game.
    const damageRow = (lang: 'de' | 'en') => SHEET_MESSAGES[lang].chronopia.quickref.melee.rows.find((r) => r[0] === (lang === 'en' ? 'Damage' : 'Schaden'))?.[1];
    expect(damageRow('en')).toBe(
      "Armour roll: d20 equal to or under @:{'stat.R'} minus the damage (@:{'stat.SCH'} + @:{'stat.ST'} in melee) saves; an outstanding hit (an unmodified 1 to hit) allows none.",
    );
    expect(damageRow('de')).toBe(
      "Rüstungswurf: W20 gleich/unter @:{'stat.R'} minus Schaden (@:{'stat.SCH'} + @:{'stat.ST'} im Nahkampf) wehrt ab; ein hervorragender Treffer (unmodifizierte 1 beim Angriff) erlaubt keinen.",
    );
    for (const lang of ['de', 'en'] as const) {
      const all = JSON.stringify(SHEET_MESSAGES[lang].chronopia.quickref);
      expect(all).not.toMatch(/always saves|immer ab|Kompendium|clockwise|Uhrzeigersinn/);
    }
  });
});
