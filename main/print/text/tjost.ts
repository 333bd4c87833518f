import type { Lang } from '../../../core/model/system';
import type { Outcome } from '../../../core/systems/confrontation/tjost/results';

/** Words of the TJOST documents (tournament form, selection form, mission cards, results, quick reference). */
export interface TjostText {
  form: {
    event: string;
    round: string;
    table: string;
    player: string;
    faction: string;
    opponent: string;
    mission: string;
    missionHint: string;
    designation: string;
    designationHint: string;
    terrain: string;
    terrainHint: string;
    terrainHead: [string, string, string, string, string];
    heightClasses: string;
    gameList: string;
    bearer: string;
    noBearerNeeded: string;
    limits(max: number, figures: number): string;
    result: string;
    fulfilledIn: string;
    notFulfilled: string;
    ph: string;
    pf: string;
    bonus: string;
    total: string;
    signatures: string;
    signPlayer: string;
    signOpponent: string;
  };
  selection: {
    intro: string;
    kind: string;
    each: string;
    checks: string;
    passed: string;
    failed: string;
    checkNames: Record<'tjost.selection-points' | 'tjost.copies' | 'tjost.personality-copies' | 'tjost.forbidden-rank' | 'tjost.forbidden-card', string>;
    organiser: string;
    total(total: number, limit: number): string;
  };
  missions: { kicker: string; back: string; backLine: string; duplexHint: string; noteOnForm(what: string): string; bonusTitle: string; round(n: number): string; extended: string };
  results: {
    head: string[];
    outcomes: Record<Outcome, string>;
    tiebreak: Record<'won' | 'lost', string>;
    summary(player: string, faction: string, games: number, ph: number, pf: number): string;
    league(best: number, ph: number, pf: number): string;
    blank: string;
    problem: string;
  };
  quickref: {
    flow: { title: string; steps: string[] };
    length: { title: string; lines: string[] };
    victory: { title: string; lines: string[] };
    scoring: { title: string; lines: string[]; bonusHead: [string, string]; round(n: number): string; boundary: [string, string] };
    lists: { title: string; lines: string[] };
    missions: { title: string; head: [string, string] };
    table: { title: string; lines: string[] };
    terrain: { title: string; head: [string, string, string, string, string, string] };
  };
}

export const TJOST_TEXT: Readonly<Record<Lang, TjostText>> = {
  en: {
    form: {
      event: 'Event',
      round: 'Round',
      table: 'Table',
      player: 'Player',
      faction: 'People',
      opponent: 'Opponent',
      mission: 'Mission (tick one, keep it secret)',
      missionHint: 'Draw two missions, keep one, shuffle the other back.',
      designation: 'Secret figure',
      designationHint: 'The Messenger / For Honour: if several figures cost the most, note the one you choose.',
      terrain: 'Terrain (up to 3 pieces)',
      terrainHint: 'Height classes:',
      terrainHead: ['Piece', 'Height class', 'Sight', 'Movement', 'Size (cm)'],
      heightClasses: 'Small 0.5–2 cm, Normal 2–4 cm, Large 4–6 cm, Very Large 6 cm and more',
      gameList: 'Game list (300 AP)',
      bearer: 'Bearer',
      noBearerNeeded: '',
      limits: (max, figures) => `at most ${max} AP and 20 figures; at least 275 AP · ${figures} figures`,
      result: 'Result',
      fulfilledIn: 'Mission fulfilled at the end of round',
      notFulfilled: 'not fulfilled',
      ph: 'PH',
      pf: 'PF (enemy AP destroyed)',
      bonus: 'Bonus PF',
      total: 'PF total',
      signatures: 'Signatures',
      signPlayer: 'Player',
      signOpponent: 'Opponent',
    },
    selection: {
      intro: 'For the organiser: the army selection list the player chooses every game list from.',
      kind: 'Kind',
      each: 'AP each',
      checks: 'Checks (TJOST selection list)',
      passed: 'passed',
      failed: 'failed',
      checkNames: {
        'tjost.selection-points': 'At most 400 AP, magic and equipment included',
        'tjost.copies': 'Every card, spell, miracle, artifact and item at most twice',
        'tjost.personality-copies': 'Every personality at most once',
        'tjost.forbidden-rank': 'No figure of a Shadow rank',
        'tjost.forbidden-card': 'No experience cards, INCARNATION or CONFRONTATION 1 items and spells, no allies',
      },
      organiser: 'Checked by the organiser',
      total: (total, limit) => `${total} / ${limit}`,
    },
    missions: {
      kicker: 'TJOST mission',
      back: 'TJOST',
      backLine: 'Mission',
      duplexHint: 'Print the front and back pages double-sided (flip on long edge); every card has the same back.',
      noteOnForm: (what) => `Note on the form: ${what}`,
      bonusTitle: 'Bonus PF on a win, fulfilled at the end of',
      round: (n) => `round ${n}`,
      extended: 'held to round 4',
    },
    results: {
      head: ['#', 'Round', 'Opponent', 'Mission', 'Result', 'Mission round', 'PH', 'PF', 'Bonus', 'PF game', 'Σ PH', 'Σ PF'],
      outcomes: { win: 'win', draw: 'draw', loss: 'loss', 'both-lose': 'both lose' },
      tiebreak: { won: 'draw won on PF', lost: 'draw lost on PF' },
      summary: (player, faction, games, ph, pf) => `${player} / ${faction} / ${games} ${games === 1 ? 'game' : 'games'} / ${ph} PH / ${pf} PF`,
      league: (best, ph, pf) => `League (the ${best} best games count): ${ph} PH / ${pf} PF`,
      blank: 'Fill in one row per game; PH and PF add up from game to game.',
      problem: 'impossible result, not counted',
    },
    quickref: {
      flow: {
        title: 'Tournament flow',
        steps: [
          'Pairings are announced (drawn by lot in the first round).',
          'Each player chooses a game list of 300 AP (at most 310) from the 400 AP selection list.',
          'Camps and edge markers are placed, then the terrain.',
          'Each player draws two missions, keeps one secretly (noted on the tournament form) and shuffles the other back.',
          'The players swap their army cards to inspect them.',
          'Sides: a player who wants to swap rolls a d6: 1–3 swap, 4–6 stay.',
          'Terrain correction, then the battle.',
          'Scores (PH and PF) are noted; the new ranking decides the next pairings (best against best).',
        ],
      },
      length: {
        title: 'Game length',
        lines: [
          'At most 6 rounds; a round once begun is always finished (begun = both players have rolled for discipline).',
          'Recommended time: 90 minutes. At 80 minutes the last round is called.',
          'A mission must be fulfilled within 4 rounds.',
        ],
      },
      victory: {
        title: 'Victory',
        lines: [
          'Only one player fulfilled the mission: that player wins at the end of the round.',
          'Both fulfilled it in the same round: a draw.',
          'Neither by the end of round 4: whoever broke the enemy army and leads by 20 PF wins; otherwise play on within the limits; if still undecided, both lose (0 PH).',
          'An army that has lost 200 AP or more is broken.',
          'Draw: a player with double the opponent’s PF and at least 20 PF more wins.',
        ],
      },
      scoring: {
        title: 'Scoring',
        lines: [
          'PH (Points d’Honneur): win 3, draw 1, loss 0.',
          'PF (Points de Fauchage): the enemy AP destroyed, magic and equipment included; summoned and stolen figures count too.',
          'A win by a mission earns bonus PF by the round it was fulfilled in.',
          'PH and PF add up from game to game. Ranking: PH first, then PF. League: the 12 best games count.',
        ],
        bonusHead: ['Mission fulfilled', 'Bonus PF'],
        round: (n) => `round ${n}`,
        boundary: ['Boundary Stones: end of round 3', 'Boundary Stones: held to round 4'],
      },
      lists: {
        title: 'Lists',
        lines: [
          'Selection list: at most 400 AP with magic and equipment; personalities once, everything else at most twice; no Shadow ranks, experience cards, INCARNATION or CONFRONTATION 1 items and spells, or allies.',
          'Game list: 300 AP, which may be exceeded by half the cheapest figure (at most 10 AP); at least 275 AP; at most 20 figures (a familiar is one). Every spell, miracle, artifact and equipment card has one bearer, noted on the form.',
        ],
      },
      missions: { title: 'Missions', head: ['Mission', 'Goal'] },
      table: {
        title: 'Table, camp and edge markers',
        lines: [
          'Table 60 × 120 cm, played lengthwise; each deployment zone is one half (60 × 60 cm). Figures deploy at least their MOV away from the centre line (scouts excepted).',
          'Camp: 5 × 5 cm in the middle of each half; Large, blocks sight and movement; RES 8, 8 SP, no combat dice.',
          'Edge markers: 5 × 5 cm in the middle of each long edge; one figure at a time; nobody deploys on them.',
          'Each player may place up to 3 terrain pieces, at least 5 cm from other pieces, camps and edge markers.',
        ],
      },
      terrain: { title: 'Terrain menu', head: ['Piece', 'Height', 'Sight', 'Movement', 'Size (cm)', 'Special'] },
    },
  },
  de: {
    form: {
      event: 'Turnier',
      round: 'Runde',
      table: 'Tisch',
      player: 'Spieler',
      faction: 'Volk',
      opponent: 'Gegner',
      mission: 'Mission (eine ankreuzen, geheim halten)',
      missionHint: 'Zwei Missionen ziehen, eine behalten, die andere zurückmischen.',
      designation: 'Geheime Figur',
      designationHint: 'Der Bote / Für die Ehre: Sind mehrere Figuren gleich teuer, hier die gewählte notieren.',
      terrain: 'Gelände (bis zu 3 Teile)',
      terrainHint: 'Höhenklassen:',
      terrainHead: ['Geländeteil', 'Höhe', 'Sicht', 'Bewegung', 'Größe (cm)'],
      heightClasses: 'Klein 0,5–2 cm, Normal 2–4 cm, Groß 4–6 cm, Sehr groß ab 6 cm',
      gameList: 'Spielliste (300 A.P.)',
      bearer: 'Träger',
      noBearerNeeded: '',
      limits: (max, figures) => `höchstens ${max} A.P. und 20 Figuren; mindestens 275 A.P. · ${figures} Figuren`,
      result: 'Ergebnis',
      fulfilledIn: 'Mission erfüllt am Ende von Runde',
      notFulfilled: 'nicht erfüllt',
      ph: 'PH',
      pf: 'PF (vernichtete A.P.)',
      bonus: 'Bonus-PF',
      total: 'PF gesamt',
      signatures: 'Unterschriften',
      signPlayer: 'Spieler',
      signOpponent: 'Gegner',
    },
    selection: {
      intro: 'Für die Turnierleitung: die Armee-Auswahlliste, aus der der Spieler jede Spielliste wählt.',
      kind: 'Art',
      each: 'A.P. je',
      checks: 'Prüfungen (TJOST-Auswahlliste)',
      passed: 'erfüllt',
      failed: 'verletzt',
      checkNames: {
        'tjost.selection-points': 'Höchstens 400 A.P., Magie und Ausrüstung eingerechnet',
        'tjost.copies': 'Jede Karte, jeder Zauber, jedes Wunder, Artefakt und jeder Gegenstand höchstens zweimal',
        'tjost.personality-copies': 'Jede Persönlichkeit höchstens einmal',
        'tjost.forbidden-rank': 'Keine Figur mit Schatten-Rang',
        'tjost.forbidden-card': 'Keine Erfahrungskarten, keine Gegenstände und Zauber aus INCARNATION oder CONFRONTATION 1, keine Verbündeten',
      },
      organiser: 'Geprüft von der Turnierleitung',
      total: (total, limit) => `${total} / ${limit}`,
    },
    missions: {
      kicker: 'TJOST-Mission',
      back: 'TJOST',
      backLine: 'Mission',
      duplexHint: 'Vorder- und Rückseiten beidseitig drucken (Wenden an der langen Kante); alle Karten haben dieselbe Rückseite.',
      noteOnForm: (what) => `Auf dem Formblatt notieren: ${what}`,
      bonusTitle: 'Bonus-PF bei Sieg, erfüllt am Ende von',
      round: (n) => `Runde ${n}`,
      extended: 'verlängert bis Runde 4',
    },
    results: {
      head: ['Nr.', 'Runde', 'Gegner', 'Mission', 'Ergebnis', 'erfüllt Runde', 'PH', 'PF', 'Bonus', 'PF Spiel', 'Σ PH', 'Σ PF'],
      outcomes: { win: 'Sieg', draw: 'Unentschieden', loss: 'Niederlage', 'both-lose': 'beide verlieren' },
      tiebreak: { won: 'Unentschieden, nach PF gewonnen', lost: 'Unentschieden, nach PF verloren' },
      summary: (player, faction, games, ph, pf) => `${player} / ${faction} / ${games} ${games === 1 ? 'Spiel' : 'Spiele'} / ${ph} PH / ${pf} PF`,
      league: (best, ph, pf) => `Liga (die ${best} besten Spiele zählen): ${ph} PH / ${pf} PF`,
      blank: 'Eine Zeile je Spiel; PH und PF werden von Spiel zu Spiel aufaddiert.',
      problem: 'unmögliches Ergebnis, nicht gewertet',
    },
    quickref: {
      flow: {
        title: 'Turnierablauf',
        steps: [
          'Die Paarungen werden bekanntgegeben (in der ersten Runde ausgelost).',
          'Jeder Spieler wählt aus seiner 400-A.P.-Auswahlliste eine Spielliste mit 300 A.P. (höchstens 310).',
          'Lager und Kantenmarker werden platziert, dann das Gelände.',
          'Jeder Spieler zieht zwei Missionen, behält eine geheim (auf dem Turnierformblatt notiert) und mischt die andere zurück.',
          'Die Spieler tauschen ihre Armeekarten zur Ansicht.',
          'Seiten: Wer tauschen will, würfelt einen W6: 1–3 tauschen, 4–6 bleiben.',
          'Geländekorrektur, dann die Schlacht.',
          'Die Wertung (PH und PF) wird notiert; die neue Rangfolge bestimmt die nächsten Paarungen (die Besten gegeneinander).',
        ],
      },
      length: {
        title: 'Dauer einer Partie',
        lines: [
          'Höchstens 6 Runden; eine begonnene Runde wird immer zu Ende gespielt (begonnen = beide haben ihren Disziplinwurf gemacht).',
          'Empfohlene Spielzeit: 90 Minuten. Nach 80 Minuten wird die letzte Runde angesagt.',
          'Eine Mission muss innerhalb von 4 Runden erfüllt werden.',
        ],
      },
      victory: {
        title: 'Sieg',
        lines: [
          'Nur ein Spieler hat seine Mission erfüllt: Er gewinnt am Ende der Runde.',
          'Beide haben sie in derselben Runde erfüllt: Unentschieden.',
          'Keiner bis Ende Runde 4: Es gewinnt, wer die gegnerische Armee gebrochen hat und 20 PF vorn liegt; sonst wird im Rahmen der Grenzen weitergespielt; bleibt es offen, verlieren beide (0 PH).',
          'Eine Armee mit 200 A.P. Verlusten oder mehr ist gebrochen.',
          'Unentschieden: Wer doppelt so viele PF wie der Gegner und mindestens 20 PF mehr hat, gewinnt.',
        ],
      },
      scoring: {
        title: 'Wertung',
        lines: [
          'PH (Points d’Honneur): Sieg 3, Unentschieden 1, Niederlage 0.',
          'PF (Points de Fauchage): die vernichteten gegnerischen A.P., Magie und Ausrüstung eingerechnet; herbeigerufene und übernommene Figuren zählen mit.',
          'Ein Sieg durch eine Mission bringt Bonus-PF nach der Runde, in der sie erfüllt wurde.',
          'PH und PF werden von Spiel zu Spiel addiert. Rangfolge: zuerst PH, dann PF. Liga: Die 12 besten Spiele zählen.',
        ],
        bonusHead: ['Mission erfüllt', 'Bonus-PF'],
        round: (n) => `Runde ${n}`,
        boundary: ['Grenzsteine: Ende Runde 3', 'Grenzsteine: verlängert bis Runde 4'],
      },
      lists: {
        title: 'Listen',
        lines: [
          'Auswahlliste: höchstens 400 A.P. mit Magie und Ausrüstung; Persönlichkeiten einmal, alles andere höchstens zweimal; keine Schatten-Ränge, Erfahrungskarten, Gegenstände und Zauber aus INCARNATION oder CONFRONTATION 1 und keine Verbündeten.',
          'Spielliste: 300 A.P., überschreitbar um die Hälfte der billigsten Figur (höchstens 10 A.P.); mindestens 275 A.P.; höchstens 20 Figuren (ein Familiar zählt als eine). Jede Zauber-, Wunder-, Artefakt- und Ausrüstungskarte hat einen Träger, notiert auf dem Formblatt.',
        ],
      },
      missions: { title: 'Missionen', head: ['Mission', 'Ziel'] },
      table: {
        title: 'Spielfläche, Lager und Kantenmarker',
        lines: [
          'Spielfläche 60 × 120 cm, über die Länge gespielt; jede Aufstellungszone ist eine Hälfte (60 × 60 cm). Figuren stellen mindestens ihre BEW von der Mittellinie entfernt auf (Aufklärer ausgenommen).',
          'Lager: 5 × 5 cm in der Mitte jeder Hälfte; groß, blockiert Sicht und Bewegung; WK 8, 8 SP, keine Kampfwürfel.',
          'Kantenmarker: 5 × 5 cm in der Mitte jeder langen Kante; immer nur eine Figur darauf; keine Aufstellung darauf.',
          'Jeder Spieler darf bis zu 3 Geländeteile legen, mindestens 5 cm von anderen Teilen, Lagern und Kantenmarkern entfernt.',
        ],
      },
      terrain: { title: 'Geländemenü', head: ['Geländeteil', 'Höhe', 'Sicht', 'Bewegung', 'Größe (cm)', 'Besonderes'] },
    },
  },
};
