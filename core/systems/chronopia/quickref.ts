import type { Localized } from '../../model/system';
import { fallingDamage, formatFallDamage } from './falling';

/**
 * The Chronopia quick reference as data: turn sequence, actions, falling, melee modifiers.
 * Facts from seed 003 (chapter 3), written in Muster's own words, German and English.
 */
export interface QuickrefRow {
  term: Localized;
  text: Localized;
}

export interface QuickrefSection {
  id: 'turn' | 'actions' | 'falling' | 'melee';
  title: Localized;
  rows: QuickrefRow[];
}

const row = (termDe: string, termEn: string, de: string, en: string): QuickrefRow => ({ term: { de: termDe, en: termEn }, text: { de, en } });

export const CHRONOPIA_QUICKREF: readonly QuickrefSection[] = [
  {
    id: 'turn',
    title: { de: 'Zugablauf', en: 'Turn sequence' },
    rows: [
      row('1. Initiative', '1. Initiative', 'Jeder Spieler: W20 + höchster FG seiner lebenden, nicht panischen Figuren. Das höchste Ergebnis gewinnt.', 'Each player: d20 + the highest FG among their living figures that are not panicking. Highest total wins.'),
      row('2. Erste Einheit', '2. First unit', 'Der Gewinner aktiviert eine eigene Einheit oder bestimmt eine gegnerische, die beginnen muss (nur zu Zugbeginn).', 'The winner activates one of their units or names an enemy unit that must go first (only at the start of the turn).'),
      row('3. Aktivieren', '3. Activate', 'Abwechselnd je eine Einheit; wer dran ist, muss aktivieren. Jede Figur verbraucht ihre Handlungen (HDL), dann die nächste. Danach Aktivierungsmarker auf die Einheit.', 'Players alternate, one unit each; whoever is due must activate. Each figure spends its actions (HDL), then the next one. Then the unit gets an activation marker.'),
      row('4. Zugende', '4. End of turn', 'Haben alle Einheiten gehandelt, kommen alle Aktivierungsmarker weg; andere Marker bleiben. Weiter mit 1.', 'When every unit has acted, remove all activation markers; other markers stay. Back to 1.'),
      row('Streitwagen', 'Chariots', 'Wagen und Besatzung verbrauchen ihre Handlungen gemeinsam; übrige Handlungen der Besatzung: keine Bewegung, kein Warten.', 'A chariot and its crew spend their actions together; spare crew actions may not be moves or waits.'),
    ],
  },
  {
    id: 'actions',
    title: { de: 'Handlungen', en: 'Actions' },
    rows: [
      row('Bewegen', 'Move', 'Bis BW Zoll, beliebig drehen. Basekontakt mit einem Feind ist ein Sturmangriff.', 'Up to BW inches, turning freely. Base contact with an enemy is a charge.'),
      row('Rennen', 'Run', 'BW x 1,5. Danach nur noch Bewegen/Rennen; nicht versteckt, nicht über Hindernisse. Sturmangriff nur mit normaler Bewegung als letzter Handlung.', 'BW x 1.5. Afterwards only move or run; not while hidden, not over obstacles. A charge must end with a normal move.'),
      row('Zielen', 'Aim', '+4 FK und +2 Schaden für den Schuss; nicht kumulativ; verfällt, wenn Schütze oder Ziel sich bewegen oder der Zug endet.', '+4 FK and +2 damage for the shot; not cumulative; lost when shooter or target moves or the turn ends.'),
      row('Kampf', 'Attack', 'Nahkampf in Basekontakt oder Fernkampf. W20 gleich/unter NK bzw. FK trifft; 1 = hervorragend, 20 = Patzer.', 'Melee in base contact, or shooting. A d20 at or under NK or FK hits; 1 = outstanding, 20 = fumble.'),
      row('Spähen', 'Spot', 'W20 gleich/unter FG entdeckt eine versteckte Figur; -4 hinter Deckung, -4 über 12 Zoll, +4 je weiterem Versuch.', 'A d20 at or under FG finds a hidden figure; -4 behind cover, -4 beyond 12 inches, +4 per repeated try.'),
      row('Warten', 'Wait', 'Wartemarker; bis zur nächsten Aktivierung: Gegenangriff, Standfest, Reaktion (FG-Probe, Schuss mit -4 FK) oder in Deckung springen.', 'Wait marker; until the next activation: counter-charge, stand fast, react (FG test, shots at -4 FK) or dive for cover.'),
      row('Klettern', 'Climb', 'BW - 1 Zoll pro Handlung, alle Handlungen; pro Runde W20: 16-20 = Sturz.', 'BW - 1 inches per action, all actions; each round a d20: 16-20 = fall.'),
      row('Springen', 'Jump', 'Lücke bis BW/2; mit Anlauf bis BW, W20: 19-20 = Sturz.', 'Gap up to BW/2; running jump up to BW, d20: 19-20 = fall.'),
      row('Befreien', 'Break away', 'Beide W20 + ST, höheres Ergebnis gewinnt; Riesig +3, Gigantisch +4; Flieger ohne Probe.', 'Both roll d20 + ST, higher wins; Huge +3, Gigantic +4; flyers need no roll.'),
      row('Sammeln', 'Rally', 'Panische Einheit am Ende ihres Zuges; oder ein Anführer (W20 gleich/unter FG) für eine Einheit mit niedrigerem FG im Umkreis von 4 Zoll.', 'A panicking unit at the end of its turn; or a leader (d20 at or under FG) for a unit of lower FG within 4 inches.'),
      row('Befehle geben', 'Give orders', 'Anführer aktiviert eine verbündete Einheit im Umkreis von 4 Zoll, die noch nicht gehandelt hat; einmal pro Zug.', 'A leader activates a friendly unit within 4 inches that has not acted yet; once per turn.'),
      row('Konzentrieren', 'Concentrate', '+2 MG für Zauber in diesem Zug; nicht kumulativ.', '+2 MG for spells this turn; not cumulative.'),
    ],
  },
  {
    id: 'falling',
    title: { de: 'Fallen', en: 'Falling' },
    rows: [
      row('Sicher', 'Safe', 'Bis zur halben Größe (G/2 Zoll) ohne Schaden; mehr: die Figur liegt hingestreckt.', 'Up to half the size (G/2 inches) without harm; more: the figure lands prone.'),
      row('Schaden', 'Damage', 'SCH 7, +1 je ganzem Zoll über G/2; Multiplikator x1 je 2 dieser Zoll (mindestens x1).', 'Damage 7, +1 per whole inch beyond G/2; multiplier x1 per 2 of those inches (at least x1).'),
      row('Beispiel', 'Example', 'G 3 fällt 8 Zoll: 8 - 1,5 = 6 ganze Zoll: SCH 13 (x3).', 'G 3 falls 8 inches: 8 - 1.5 = 6 whole inches: damage 13 (x3).'),
      row('Getroffene', 'Landed on', 'Ausweichen mit FG-Probe: unter FG minus Größe der fallenden Figur würfeln; wartende Figuren weichen ohne Probe aus.', 'Dodge with an FG test: roll under FG minus the falling figure\'s size; figures on wait dodge without a test.'),
    ],
  },
  {
    id: 'melee',
    title: { de: 'Nahkampf-Modifikatoren', en: 'Melee modifiers' },
    rows: [
      row('Sturmangriff', 'Charge', '+1 NK, +1 SCH (nicht bergauf).', '+1 NK, +1 SCH (not up a slope).'),
      row('Aus dem Versteck', 'From hiding', 'zusätzlich +1 NK, +1 SCH; kein Gegenangriff möglich.', 'another +1 NK, +1 SCH; no counter-charge possible.'),
      row('Flieger gegen Boden', 'Flyer on ground', 'beim Sturmangriff zusätzlich +2 SCH.', 'when charging, another +2 SCH.'),
      row('Sturzflug', 'Dive attack', 'NK -4, SCH -2, kein Sturmangriffsbonus.', 'NK -4, SCH -2, no charge bonus.'),
      row('Überzahl', 'Outnumbering', '+1 NK, +1 SCH je verbündeter Figur, die schon gegen das Ziel kämpft.', '+1 NK, +1 SCH per friendly figure already fighting the target.'),
      row('Verteidigung', 'Defence', 'VER des Ziels zählt auf NK; hingestreckt: VER +4.', 'The target VER applies to NK; prone: VER +4.'),
      row('Größe', 'Size limit', 'Angreifer zusammen höchstens 4 x G des Ziels (acht G 1 gegen ein G 2).', 'Attackers together at most 4 x the target G (eight G 1 against one G 2).'),
    ],
  },
];

/** Fall damage for each size and height, e.g. size 3 at 8 inches: "13 (x3)"; "-" when safe. */
export function fallingTable(sizes: readonly number[] = [1, 2, 3, 4], heights: readonly number[] = [1, 2, 3, 4, 5, 6, 8, 10, 12]): { size: number; cells: string[] }[] {
  return sizes.map((size) => ({
    size,
    cells: heights.map((h) => {
      const r = fallingDamage(size, h);
      return r ? formatFallDamage(r) : '';
    }),
  }));
}
