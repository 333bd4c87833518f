import type { Lang } from '../../../core/model/system';

/** -2 as printed: with a real minus sign. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** Words of the FORTIFICATION quick-reference tables, in Muster's own wording. */
export interface FortificationText {
  damage: { title: string; how: string; damage: string };
  exceptional: { title: string; how: string; double: string; sp: string; none: string };
  penalties: { title: string; how: string; machine: string; steps(steps: { lost: number; penalty: number }[]): string; immobile: string };
  stray: { title: string; how: string; d6: string; distance: string; zone: string; perforating: string; jam: string };
  wounds: { title: string; how: string; wound: string; sp: string };
  movement: { title: string; lines: string[] };
  incidents: { title: string; how: string; roll: string; incident: string; effect: string };
}

export const FORTIFICATION_TEXT: Readonly<Record<Lang, FortificationText>> = {
  en: {
    damage: {
      title: 'Damage table (machines with SP)',
      how: 'Roll 2d6. STR + both dice − RES gives the row, the lower die gives the column; the cell is the SP lost. A 6 is not rolled again and a 1 is no failure.',
      damage: 'Damage',
    },
    exceptional: {
      title: 'Exceptional damage (doubles)',
      how: 'A double ignores STR and RES: the machine loses the SP below.',
      double: 'Double',
      sp: 'SP lost',
      none: 'none',
    },
    penalties: {
      title: 'Penalties from lost SP',
      how: 'Mobile machines suffer a penalty on INI, ATT, DEF and AIM rolls once they have lost a quarter of their SP (−1), half (−2) or three quarters (−3). Each step replaces the one before; repairs can lift it again.',
      machine: 'Machine',
      steps: (steps) => steps.map((s) => `${signed(s.penalty)} from ${s.lost} SP lost`).join(', '),
      immobile: 'immobile: no penalty',
    },
    stray: {
      title: 'Zone artillery',
      how: 'A missed shot strays: lay the template on the target with arrow 1 pointing away from the shooter, roll a d6 for the distance, then a d6 for the arrow it strays along.',
      d6: 'd6',
      distance: 'Stray',
      zone: 'Figures under the template: light artillery hits on 4+ with half STR (rounded up), heavy artillery on 3+ with full STR.',
      perforating: 'Perforating shots: light artillery loses 2 STR per further target, heavy artillery none.',
      jam: 'An Aim roll of 1 jams the weapon: no shot next round.',
    },
    wounds: {
      title: 'Direct wounds on a machine',
      how: 'An effect that wounds the machine directly costs SP:',
      wound: 'Wound',
      sp: 'SP lost',
    },
    movement: {
      title: 'Movement, impact and repair',
      lines: [
        'Immobile machines: the servants moving it lose MOV equal to its Weight, 2 less for each servant after the first (Weight 8: 8, 6, 4).',
        'Curves: a machine with Weight drives straight at least its Weight in cm between two 45° curves; running covers up to 2 × MOV.',
        'Impact / X: STR = X × started 10 cm driven before the contact (23 cm: 3 × X); with a speed counter the distance counts as 2 × MOV.',
        'Mechanic / X: at the end of the round roll a d6; X or more repairs 1 SP, a 1 costs 1 SP.',
      ],
    },
    incidents: {
      title: 'Incidents (steam and naphtha)',
      how: 'A 1 on a Pressure or Injection Roll gives no bonus: roll a d6 on this table.',
      roll: 'd6',
      incident: 'Incident',
      effect: 'Effect',
    },
  },
  de: {
    damage: {
      title: 'Schadenstabelle (Maschinen mit SP)',
      how: 'Wirf 2W6. STÄ + beide Würfel − WK ergibt die Zeile, der niedrigere Würfel die Spalte; dort steht der SP-Verlust. Eine 6 wird nicht nachgewürfelt, eine 1 ist kein Patzer.',
      damage: 'Schaden',
    },
    exceptional: {
      title: 'Kritische Treffer (Pasch)',
      how: 'Ein Pasch beachtet weder STÄ noch WK: Die Maschine verliert die SP aus der Tabelle.',
      double: 'Pasch',
      sp: 'SP-Verlust',
      none: 'keiner',
    },
    penalties: {
      title: 'Abzüge durch verlorene SP',
      how: 'Mobile Maschinen erhalten einen Abzug auf INI-, ATT-, VER- und FER-Würfe, sobald sie ein Viertel (−1), die Hälfte (−2) oder zwei Drittel (−3) ihrer SP verloren haben. Jede Stufe ersetzt die vorige; Reparaturen heben sie wieder auf.',
      machine: 'Maschine',
      steps: (steps) => steps.map((s) => `${signed(s.penalty)} ab ${s.lost} SP Verlust`).join(', '),
      immobile: 'immobil: kein Abzug',
    },
    stray: {
      title: 'Zonenartillerie',
      how: 'Ein verfehlter Schuss weicht ab: Schablone auf das Ziel legen, Pfeil 1 zeigt vom Schützen weg; 1W6 für die Strecke, dann 1W6 für den Pfeil, entlang dessen das Geschoss abweicht.',
      d6: 'W6',
      distance: 'Abweichung',
      zone: 'Figuren unter der Schablone: leichte Artillerie trifft ab 4 mit halber STÄ (aufgerundet), schwere Artillerie ab 3 mit voller STÄ.',
      perforating: 'Durchschlagende Schüsse: leichte Artillerie verliert je weiterem Ziel 2 STÄ, schwere keine.',
      jam: 'Eine 1 beim FER-Test blockiert die Waffe: dieser Schuss und ihre weiteren Schüsse in dieser Runde verfallen; ab der nächsten Runde schießt sie wieder.',
    },
    wounds: {
      title: 'Direkte Verletzungen einer Maschine',
      how: 'Ein Effekt, der die Maschine direkt verletzt, kostet SP:',
      wound: 'Verletzung',
      sp: 'SP-Verlust',
    },
    movement: {
      title: 'Bewegung, Ramme und Reparatur',
      lines: [
        'Immobile Maschinen: Die schiebende Mannschaft verliert BEW in Höhe des Gewichts, für jedes weitere Mitglied 2 weniger (Gewicht 8: 8, 6, 4).',
        'Kurven: Eine Maschine mit Gewicht fährt zwischen zwei 45°-Kurven mindestens ihr Gewicht in cm geradeaus; im Rennen bis zu 2 × BEW.',
        'Ramme / X: STÄ = X × angefangene 10 cm Fahrt vor dem Kontakt (23 cm: 3 × X); mit Geschwindigkeitsmarker zählt 2 × BEW als Strecke.',
        'Mechaniker / X: Am Rundenende 1W6; ab X wird 1 SP repariert, eine 1 kostet 1 SP.',
      ],
    },
    incidents: {
      title: 'Zwischenfälle (Dampf und Naphtha)',
      how: 'Eine 1 beim Druck- oder Injektionswurf bringt keinen Bonus: Wirf 1W6 auf dieser Tabelle.',
      roll: 'W6',
      incident: 'Zwischenfall',
      effect: 'Auswirkung',
    },
  },
};
