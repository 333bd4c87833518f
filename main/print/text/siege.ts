import type { Lang } from '../../../core/model/system';

/** Words on the siege sheet, per language (rule texts are Muster's own summary of seed 002). */
export interface SiegeLabels {
  title(name: string): string;
  valid: string;
  attacker: string;
  defender: string;
  noList: string;
  points: string;
  listPoints(list: number, extras: number, total: number, limit: number | undefined): string;
  share(percent: number): string;
  nightBattle: string;
  yes: string;
  no: string;
  fortress: string;
  noElements: string;
  wall: string;
  tower: string;
  gatehouse: string;
  rodell: string;
  storeys(n: number): string;
  toughness: string;
  wounds: string;
  strengthTest: string;
  shooters(n: number): string;
  hits: string;
  hitTarget: { element: string; unit: string; gate: string };
  gate: string;
  save: string;
  device: string;
  noDevice: string;
  garrison: string;
  empty: string;
  machine: string;
  unknownEntry(id: string): string;
  devices: string;
  equipment: string;
  noEquipment: string;
  columns: { item: string; points: string; where: string; effect: string; forWhat: string };
  unassigned: string;
  profile: string;
  troopType: string;
  base: string;
  unitSize: string;
  armourSave: string;
  specialRules: string;
  weapon: string;
  range: string;
  closeCombat: string;
  rulesTitle: string;
  term: string;
  rule: string;
  nightTitle: string;
  nightActive: string;
  nightOptional: string;
  footprints: string;
  footprintHint: string;
  total: string;
}

export interface RuleRow {
  term: string;
  text: string;
}

export const SIEGE_LABELS: Readonly<Record<Lang, SiegeLabels>> = {
  en: {
    title: (name) => `Siege sheet – ${name}`,
    valid: 'Valid: the siege breaks no rule Muster checks.',
    attacker: 'Attacker',
    defender: 'Defender',
    noList: 'no list linked',
    points: 'Points',
    listPoints: (list, extras, total, limit) => `${list} list + ${extras} siege = ${total}${limit !== undefined ? ` (list limit ${limit})` : ''}`,
    share: (p) => `Defender has ${p}% of the attacker's points (about 75% is usual).`,
    nightBattle: 'Night battle',
    yes: 'yes',
    no: 'no',
    fortress: 'Your fortress',
    noElements: 'The fortress has no elements yet.',
    wall: 'Wall',
    tower: 'Tower',
    gatehouse: 'gatehouse',
    rodell: 'with Rodell',
    storeys: (n) => `${n} ${n === 1 ? 'storey' : 'storeys'}`,
    toughness: 'Toughness',
    wounds: 'Wounds',
    strengthTest: 'Strength tests on',
    shooters: (n) => `up to ${n} models shoot out`,
    hits: 'Shooting hits (D6)',
    hitTarget: { element: 'element', unit: 'unit inside', gate: 'gate' },
    gate: 'Gate',
    save: 'armour save',
    device: 'Defence device',
    noDevice: 'none',
    garrison: 'Garrison',
    empty: 'empty',
    machine: 'war machine',
    unknownEntry: (id) => `entry ${id} (not in the defender's list)`,
    devices: 'Defence devices (defender)',
    equipment: 'Siege equipment (attacker)',
    noEquipment: 'none bought',
    columns: { item: 'Item', points: 'Points', where: 'On', effect: 'Effect', forWhat: 'For' },
    unassigned: 'not assigned',
    profile: 'Profile',
    troopType: 'Troop type',
    base: 'Base',
    unitSize: 'Unit size',
    armourSave: 'Armour save',
    specialRules: 'Special rules',
    weapon: 'Weapon',
    range: 'Range',
    closeCombat: 'close combat',
    rulesTitle: 'Siege rules in short',
    term: 'What',
    rule: 'How',
    nightTitle: 'Night battle',
    nightActive: 'This siege is fought at night.',
    nightOptional: 'Use these rules only if both players agree.',
    footprints: 'Base footprints of the siege equipment',
    footprintHint: 'Cut out along the grey lines and put the model on top; 60 x 100 mm as in the rules.',
    total: 'Total',
  },
  de: {
    title: (name) => `Belagerungsbogen – ${name}`,
    valid: 'Gültig: Die Belagerung verstößt gegen keine Regel, die Muster prüft.',
    attacker: 'Angreifer',
    defender: 'Verteidiger',
    noList: 'keine Liste verknüpft',
    points: 'Punkte',
    listPoints: (list, extras, total, limit) => `${list} Liste + ${extras} Belagerung = ${total}${limit !== undefined ? ` (Limit der Liste ${limit})` : ''}`,
    share: (p) => `Der Verteidiger hat ${p} % der Punkte des Angreifers (üblich sind etwa 75 %).`,
    nightBattle: 'Nachtschlacht',
    yes: 'ja',
    no: 'nein',
    fortress: 'Deine Festung',
    noElements: 'Die Festung hat noch keine Elemente.',
    wall: 'Mauer',
    tower: 'Turm',
    gatehouse: 'Toranlage',
    rodell: 'mit Rodell',
    storeys: (n) => `${n} ${n === 1 ? 'Stockwerk' : 'Stockwerke'}`,
    toughness: 'Widerstand',
    wounds: 'Lebenspunkte',
    strengthTest: 'Stärketests auf',
    shooters: (n) => `bis zu ${n} Modelle schießen hinaus`,
    hits: 'Beschuss trifft (W6)',
    hitTarget: { element: 'Element', unit: 'Einheit darin', gate: 'Tor' },
    gate: 'Tor',
    save: 'Rüstungswurf',
    device: 'Verteidigungsgerät',
    noDevice: 'keines',
    garrison: 'Besatzung',
    empty: 'leer',
    machine: 'Kriegsmaschine',
    unknownEntry: (id) => `Eintrag ${id} (nicht in der Liste des Verteidigers)`,
    devices: 'Verteidigungsgeräte (Verteidiger)',
    equipment: 'Belagerungsgeräte (Angreifer)',
    noEquipment: 'keine gekauft',
    columns: { item: 'Gerät', points: 'Punkte', where: 'Auf', effect: 'Wirkung', forWhat: 'Für' },
    unassigned: 'nicht zugeordnet',
    profile: 'Profil',
    troopType: 'Truppentyp',
    base: 'Base',
    unitSize: 'Einheitengröße',
    armourSave: 'Rüstungswurf',
    specialRules: 'Sonderregeln',
    weapon: 'Waffe',
    range: 'Reichweite',
    closeCombat: 'Nahkampf',
    rulesTitle: 'Belagerungsregeln in Kürze',
    term: 'Was',
    rule: 'Wie',
    nightTitle: 'Nachtschlacht',
    nightActive: 'Diese Belagerung findet bei Nacht statt.',
    nightOptional: 'Nur wenn beide Spieler zustimmen.',
    footprints: 'Baseflächen der Belagerungsgeräte',
    footprintHint: 'Entlang der grauen Linien ausschneiden und das Modell daraufstellen; 60 x 100 mm wie in den Regeln.',
    total: 'Summe',
  },
};

/** The fortress rules, summarised in Muster's words (seed 002). */
export const SIEGE_RULE_ROWS: Readonly<Record<Lang, readonly RuleRow[]>> = {
  en: [
    { term: 'Who may occupy', text: 'Regular and Heavy Infantry, Beasts and Swarms (war machines on towers and Rodells). Every other troop type treats the fortress as impassable.' },
    { term: 'Moving in', text: 'In the remaining moves sub-phase move into base contact, or give up the whole move to step over from a neighbouring element. Occupants cannot charge and see as if on a hill.' },
    { term: 'Walls', text: 'Room for three full ranks, further ranks wait behind. Climbing on from below is a low linear obstacle (-1 Movement). Several units may share a wall; a Rodell adds one war machine per unit.' },
    { term: 'Towers', text: 'One unit and one war machine, entered from inside only. 360° vision; 5 models per storey may shoot; they see over every model not in a tower.' },
    { term: 'Gatehouse and gate', text: 'The gatehouse is a wall or tower. Its owner (the defender, or whoever last held the gatehouse) passes the gate as open ground; it blocks no line of sight for them.' },
    { term: 'Tests', text: 'Toughness tests on Toughness, Strength tests on half of it (rounded up); every other test fails.' },
    { term: 'Shooting', text: 'Elements count as Large Targets, ignore poison and wounds that slay outright. Roll a D6 per hit (see each element); this replaces cover. Shot from inside the fortress, units on walls stand in the open. Empty elements are hit directly; templates hit unit and element.' },
    { term: 'Collapse', text: 'At 0 Wounds the element becomes rubble (difficult terrain): every model in it takes one hit at S7, AP -3; its unit is set up within 2".' },
    { term: 'Storming walls', text: 'Any troop type may charge; from outside it is a disordered charge and the charger is disordered. Mounts stay out (except Fly); measure to the edge of the wall.' },
    { term: 'Storming towers', text: 'Only from inside or from a neighbouring element, disordered. Each side fights with models up to Unit Strength 10; riders fight on foot. Crews outside the fight may still shoot.' },
    { term: 'Taking elements', text: 'A loser who gives ground stays. A fleeing loser leaves; the winner occupies it (war machines there are destroyed) or tests Leadership to stay put. A winning defender never tests to restrain.' },
    { term: 'Attacking elements', text: 'Engaged attackers may strike the element instead: every attack hits. At the gatehouse choose gatehouse or gate. Empty elements may be attacked and then occupied; no combat result.' },
  ],
  de: [
    { term: 'Wer besetzen darf', text: 'Reguläre und Schwere Infanterie, Bestien und Schwärme (Kriegsmaschinen auf Türmen und Rodellen). Für alle anderen Truppentypen ist die Festung unpassierbar.' },
    { term: 'Hineinbewegen', text: 'In der Unterphase der restlichen Bewegungen in Basekontakt ziehen oder die ganze Bewegung opfern, um aus einem Nachbarelement zu wechseln. Besatzungen greifen nicht an und sehen wie von einem Hügel.' },
    { term: 'Mauern', text: 'Platz für drei volle Glieder, weitere stehen dahinter. Das Erklimmen von unten gilt als niedriges lineares Hindernis (-1 Bewegung). Mehrere Einheiten dürfen sich eine Mauer teilen; ein Rodell trägt je Einheit eine Kriegsmaschine.' },
    { term: 'Türme', text: 'Eine Einheit und eine Kriegsmaschine, nur von innen zu betreten. Rundumsicht; 5 Modelle je Stockwerk dürfen schießen; sie sehen über alle Modelle, die nicht selbst in einem Turm sind.' },
    { term: 'Toranlage und Tor', text: 'Die Toranlage ist eine Mauer oder ein Turm. Ihr Besitzer (der Verteidiger oder wer sie zuletzt hielt) durchquert das Tor wie offenes Gelände; es nimmt ihm keine Sicht.' },
    { term: 'Tests', text: 'Widerstandstests auf den Widerstand, Stärketests auf seine Hälfte (aufgerundet); alle anderen Tests misslingen.' },
    { term: 'Beschuss', text: 'Elemente sind Große Ziele, immun gegen Gift und gegen Verwundungen, die sofort ausschalten. Je Treffer ein W6 (siehe jedes Element) statt Deckung. Von innen beschossen stehen Einheiten auf Mauern wie im Freien. Leere Elemente werden direkt getroffen; Schablonen treffen Einheit und Element.' },
    { term: 'Einsturz', text: 'Bei 0 Lebenspunkten wird das Element zu Trümmern (schwieriges Gelände): Jedes Modell darin erleidet einen Treffer mit S7, DS -3; seine Einheit wird innerhalb von 2" aufgestellt.' },
    { term: 'Mauern stürmen', text: 'Jeder Truppentyp darf angreifen; von außen ist es ein ungeordneter Angriff und der Angreifer ist in Unordnung. Reittiere bleiben draußen (außer Fliegen); gemessen wird bis zum Mauerrand.' },
    { term: 'Türme stürmen', text: 'Nur von innen oder aus einem Nachbarelement, ungeordnet. Jede Seite kämpft mit Modellen bis Einheitenstärke 10; Reiter kämpfen zu Fuß. Besatzungen außerhalb des Kampfes dürfen weiter schießen.' },
    { term: 'Elemente einnehmen', text: 'Wer Boden preisgibt, bleibt. Flieht der Verlierer, verlässt er das Element; der Sieger besetzt es (Kriegsmaschinen darin sind zerstört) oder legt einen Moralwerttest ab, um stehen zu bleiben. Ein siegreicher Verteidiger testet nie, um sich zurückzuhalten.' },
    { term: 'Elemente angreifen', text: 'Angreifer im Nahkampf dürfen stattdessen das Element schlagen: jede Attacke trifft. An der Toranlage wählt man Toranlage oder Tor. Leere Elemente dürfen angegriffen und danach besetzt werden; kein Kampfergebnis.' },
  ],
};

/** Night battle rules (seed 002), in Muster's words. */
export const NIGHT_RULE_ROWS: Readonly<Record<Lang, readonly RuleRow[]>> = {
  en: [
    { term: 'Visibility', text: 'No unit sees further than 18".' },
    { term: 'Fire', text: 'Units with Flaming Attacks can be seen at any distance, and so can units that lost Wounds to Flaming Attacks this turn.' },
    { term: 'Surprise', text: 'A unit that charged an enemy in the flank or rear causes Fear this turn; if it already causes Fear, it causes Terror.' },
  ],
  de: [
    { term: 'Sichtweite', text: 'Keine Einheit sieht weiter als 18".' },
    { term: 'Feuer', text: 'Einheiten mit Flammenattacken sind auf jede Entfernung zu sehen, ebenso Einheiten, die in diesem Spielzug Lebenspunkte durch Flammenattacken verloren haben.' },
    { term: 'Überraschung', text: 'Eine Einheit, die einen Feind in Flanke oder Rücken angegriffen hat, verursacht in diesem Spielzug Angst; verursacht sie schon Angst, dann Entsetzen.' },
  ],
};
