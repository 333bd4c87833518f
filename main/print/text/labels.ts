import type { DocumentId } from '../../../core/print/job';
import type { CardKind } from '../../../core/model/card';
import type { ArmyList } from '../../../core/model/list';
import type { Lang } from '../../../core/model/system';

/** Every word printed on the sheets (except rule messages and ability explanations), per language. */
export interface Labels {
  documents: Record<DocumentId, string>;
  subject: string;
  /** Title of a PDF combining several documents. */
  printSet: string;
  back: string;
  page(n: number, total: number): string;
  calibrationNote: string;
  calibrationCheck: string;
  cm: string;
  inch: string;
  listKinds: Record<ArmyList['kind'], string>;
  header: { player: string; system: string; faction: string; limit: string; kind: string; date: string; list: string };
  columns: { row: string; count: string; card: string; rank: string; points: string; assigned: string };
  total: string;
  figures: string;
  sample: string;
  unknownCard(id: string): string;
  note: string;
  assignment: {
    servant(machine: string): string;
    /** Chronopia: crew riding on a chariot. */
    chariotCrew(chariot: string): string;
    substitute(machine: string): string;
    aboard(vehicle: string): string;
    bearer(bearer: string): string;
    crew: string;
    passengers: string;
    carries: string;
  };
  validation: { title: string; valid: string; summary(errors: number, warnings: number): string; error: string; warning: string; pending: string };
  reference: {
    profile: string;
    abilities: string;
    warMachine: string;
    mobility: { mobile: string; immobile: string };
    weight: string;
    structurePoints: string;
    crew: string;
    servants: string;
    anyServant: string;
    substitutes: string;
    noSubstitutes: string;
    fullOperation: string;
    transport: string;
    access: Record<'front' | 'rear' | 'sides' | 'all', string>;
    artillery: string;
    artilleryClass: { light: string; heavy: string };
    artilleryKind: { perforating: string; zone: string };
    template(diameterMm: number): string;
    equipment: { steam: string; naphtha: string };
    size: Record<'small' | 'normal' | 'large' | 'very-large', string>;
    kinds: Record<CardKind, string>;
    personality: string;
    figuresPerCard(n: number): string;
    /** Chronopia chariots: the figures crewing it and the animals drawing it. */
    chariotCrew: string;
    drawnBy: string;
  };
  templates: { title(name: string, diameterMm: number): string; onDemand: string; strayTable: string; d6: string; distance: string; strayRuler: string; lineOfFire: string };
  blast: { title(inch: number): string; hole: string };
  rulers: { metric: string; imperial(part: number, parts: number): string };
  /** Counter words; incident states take their names from core/systems/confrontation/fortification INCIDENTS. */
  tokens: Record<'speed' | 'trap' | 'decoy' | 'jammed', string> & { trapDecoyBack: string; spTracker: string; duplexHint: string };
  markers: { camp: string; edge: string; barricade: string; resilience: string; structurePoints: string; ram: string; siegeTower: string; base(w: number, h: number): string };
}

export const LABELS: Readonly<Record<Lang, Labels>> = {
  en: {
    documents: {
      list: 'Army list – organiser copy',
      opponent: 'Army list – opponent copy',
      reference: 'Reference sheet',
      templates: 'Dispersion templates',
      blast: 'Blast templates',
      rulers: 'Range rulers',
      tokens: 'Counters',
      markers: 'Markers and footprints',
      quickref: 'FORTIFICATION quick reference',
      form: 'TJOST tournament form',
      selection: 'TJOST selection list (400 AP)',
      missions: 'TJOST mission cards',
      results: 'TJOST results',
      'tjost-quickref': 'TJOST quick reference',
      siege: 'Siege sheet',
    },
    subject: 'Printed sheets for a tabletop army',
    printSet: 'Print set',
    back: 'back',
    page: (n, total) => `Page ${n} of ${total}`,
    calibrationNote: 'Print at 100% / actual size – switch off “fit to page”.',
    calibrationCheck: 'Check: the upper bar measures exactly 100 mm, the lower one 4 inches.',
    cm: 'cm',
    inch: 'in',
    listKinds: { standard: 'Standard list', 'tjost-selection': 'TJOST selection list', 'tjost-game': 'TJOST game list' },
    header: { player: 'Player', system: 'System', faction: 'Faction', limit: 'Points limit', kind: 'List kind', date: 'Date', list: 'List' },
    columns: { row: '#', count: 'Count', card: 'Card', rank: 'Rank', points: 'Points', assigned: 'Assigned' },
    total: 'Total',
    figures: 'figures',
    sample: '(sample)',
    unknownCard: (id) => `unknown card “${id}”`,
    note: 'Note',
    assignment: {
      servant: (m) => `servant of ${m}`,
      chariotCrew: (m) => `crew of ${m}`,
      substitute: (m) => `substitute on ${m}`,
      aboard: (v) => `aboard ${v}`,
      bearer: (b) => `carried by ${b}`,
      crew: 'Crew',
      passengers: 'Aboard',
      carries: 'Carries',
    },
    validation: {
      title: 'Check against the rules',
      valid: 'Valid: the list breaks no rule Muster checks.',
      summary: (e, w) => `${e} ${e === 1 ? 'error' : 'errors'}, ${w} ${w === 1 ? 'warning' : 'warnings'}`,
      error: 'Error',
      warning: 'Warning',
      pending: 'Not checked: the rules are not available.',
    },
    reference: {
      profile: 'Profile',
      abilities: 'Abilities',
      warMachine: 'War machine',
      mobility: { mobile: 'mobile', immobile: 'immobile' },
      weight: 'Weight',
      structurePoints: 'Structure Points',
      crew: 'Crew',
      servants: 'Servants',
      anyServant: 'only the figures that come with the machine',
      substitutes: 'Substitutes',
      noSubstitutes: 'none allowed',
      fullOperation: 'Full operation',
      transport: 'Transport',
      access: { front: 'access at the front', rear: 'access at the rear', sides: 'access at the sides', all: 'access from all sides' },
      artillery: 'Artillery',
      artilleryClass: { light: 'light', heavy: 'heavy' },
      artilleryKind: { perforating: 'perforating', zone: 'zone' },
      template: (d) => `template Ø ${formatMm(d)} mm`,
      equipment: { steam: 'steam equipment (Pressure roll)', naphtha: 'naphtha equipment (Injection roll)' },
      size: { small: 'Small', normal: 'Normal', large: 'Large', 'very-large': 'Very Large' },
      kinds: { fighter: 'Fighter', 'war-machine': 'War machine', spell: 'Spell', miracle: 'Miracle', artifact: 'Artifact', equipment: 'Equipment', experience: 'Experience' },
      personality: 'Personality',
      figuresPerCard: (n) => `${n} figures per card`,
      chariotCrew: 'Crew',
      drawnBy: 'drawn by',
    },
    templates: {
      title: (name, d) => `${name} – Ø ${formatMm(d)} mm`,
      onDemand: 'Template on demand',
      strayTable: 'Stray distance',
      d6: 'd6',
      distance: 'distance',
      strayRuler: 'Stray ruler',
      lineOfFire: 'Arrow 1 points away from the shooter along the line of fire.',
    },
    blast: { title: (inch) => `${inch}-inch template`, hole: 'centre' },
    rulers: { metric: 'Range ruler 20 cm', imperial: (part, parts) => `Range ruler 12 inch – part ${part} of ${parts}` },
    tokens: {
      speed: 'Speed',
      trap: 'Trap',
      decoy: 'Decoy',
      jammed: 'Jammed',
      trapDecoyBack: 'Minelayer',
      spTracker: 'SP',
      duplexHint: 'Print these two pages double-sided (flip on long edge): traps and decoys share the same back.',
    },
    markers: { camp: 'Camp', edge: 'Edge marker', barricade: 'Barricade', resilience: 'RES', structurePoints: 'SP', ram: 'Ram', siegeTower: 'Siege tower', base: (w, h) => `base ${w} × ${h} mm` },
  },
  de: {
    documents: {
      list: 'Armeeliste – Exemplar für die Turnierleitung',
      opponent: 'Armeeliste – Exemplar für den Gegner',
      reference: 'Referenzblatt',
      templates: 'Abweichungsschablonen',
      blast: 'Explosionsschablonen',
      rulers: 'Reichweitenlineale',
      tokens: 'Spielmarker',
      markers: 'Geländemarker und Grundflächen',
      quickref: 'FORTIFICATION – Kurzreferenz',
      form: 'TJOST-Turnierformblatt',
      selection: 'TJOST-Armee-Auswahlliste (400 A.P.)',
      missions: 'TJOST-Missionskarten',
      results: 'TJOST-Ergebnisse',
      'tjost-quickref': 'TJOST – Kurzreferenz',
      siege: 'Belagerungsbogen',
    },
    subject: 'Druckvorlagen für eine Tabletop-Armee',
    printSet: 'Druckmappe',
    back: 'Rückseite',
    page: (n, total) => `Seite ${n} von ${total}`,
    calibrationNote: 'Bitte in Originalgröße drucken (100 %, nicht „an Seite anpassen“).',
    calibrationCheck: 'Prüfen: Der obere Balken misst genau 100 mm, der untere 4 Zoll.',
    cm: 'cm',
    inch: 'Zoll',
    listKinds: { standard: 'Normale Liste', 'tjost-selection': 'TJOST-Auswahlliste', 'tjost-game': 'TJOST-Spielliste' },
    header: { player: 'Spieler', system: 'System', faction: 'Volk', limit: 'Punktelimit', kind: 'Listenart', date: 'Datum', list: 'Liste' },
    columns: { row: 'Nr.', count: 'Anz.', card: 'Karte', rank: 'Rang', points: 'Punkte', assigned: 'Zuordnung' },
    total: 'Summe',
    figures: 'Figuren',
    sample: '(Beispiel)',
    unknownCard: (id) => `unbekannte Karte „${id}“`,
    note: 'Notiz',
    assignment: {
      servant: (m) => `Mannschaft von ${m}`,
      chariotCrew: (m) => `Besatzung von ${m}`,
      substitute: (m) => `Hilfspersonal an ${m}`,
      aboard: (v) => `an Bord von ${v}`,
      bearer: (b) => `getragen von ${b}`,
      crew: 'Besatzung',
      passengers: 'An Bord',
      carries: 'Trägt',
    },
    validation: {
      title: 'Regelprüfung',
      valid: 'Gültig: Die Liste verstößt gegen keine Regel, die Muster prüft.',
      summary: (e, w) => `${e} ${e === 1 ? 'Fehler' : 'Fehler'}, ${w} ${w === 1 ? 'Warnung' : 'Warnungen'}`,
      error: 'Fehler',
      warning: 'Warnung',
      pending: 'Nicht geprüft: Die Regeln sind nicht verfügbar.',
    },
    reference: {
      profile: 'Profil',
      abilities: 'Spezialfertigkeiten',
      warMachine: 'Kriegsmaschine',
      mobility: { mobile: 'mobil', immobile: 'immobil' },
      weight: 'Gewicht',
      structurePoints: 'Strukturpunkte',
      crew: 'Besatzung',
      servants: 'Mannschaft',
      anyServant: 'nur die Figuren, die zur Maschine gehören',
      substitutes: 'Hilfspersonal',
      noSubstitutes: 'nicht erlaubt',
      fullOperation: 'Volle Einsatzbereitschaft',
      transport: 'Transport',
      access: { front: 'Zugang vorne', rear: 'Zugang hinten', sides: 'Zugang seitlich', all: 'Zugang von allen Seiten' },
      artillery: 'Artillerie',
      artilleryClass: { light: 'leicht', heavy: 'schwer' },
      artilleryKind: { perforating: 'durchschlagend', zone: 'Zone' },
      template: (d) => `Schablone Ø ${formatMm(d, 'de')} mm`,
      equipment: { steam: 'Dampfkessel (Druckwurf)', naphtha: 'Naphtha-Vergaser (Injektionswurf)' },
      size: { small: 'Klein', normal: 'Normal', large: 'Groß', 'very-large': 'Sehr groß' },
      kinds: { fighter: 'Kämpfer', 'war-machine': 'Kriegsmaschine', spell: 'Zauber', miracle: 'Wunder', artifact: 'Artefakt', equipment: 'Ausrüstung', experience: 'Erfahrung' },
      personality: 'Persönlichkeit',
      figuresPerCard: (n) => `${n} Figuren je Karte`,
      chariotCrew: 'Besatzung',
      drawnBy: 'gezogen von',
    },
    templates: {
      title: (name, d) => `${name} – Ø ${formatMm(d, 'de')} mm`,
      onDemand: 'Schablone nach Wahl',
      strayTable: 'Abweichung',
      d6: 'W6',
      distance: 'Strecke',
      strayRuler: 'Abweichungslineal',
      lineOfFire: 'Pfeil 1 zeigt vom Schützen weg in Schussrichtung.',
    },
    blast: { title: (inch) => `${inch}-Zoll-Schablone`, hole: 'Mitte' },
    rulers: { metric: 'Lineal 20 cm', imperial: (part, parts) => `Lineal 12 Zoll – Teil ${part} von ${parts}` },
    tokens: {
      speed: 'Tempo',
      trap: 'Mine',
      decoy: 'Köder',
      jammed: 'Blockiert',
      trapDecoyBack: 'Minenleger',
      spTracker: 'SP',
      duplexHint: 'Diese zwei Seiten beidseitig drucken (Wenden an der langen Kante): Minen und Köder haben dieselbe Rückseite.',
    },
    markers: { camp: 'Lager', edge: 'Kantenmarker', barricade: 'Barrikade', resilience: 'WK', structurePoints: 'SP', ram: 'Ramme', siegeTower: 'Belagerungsturm', base: (w, h) => `Base ${w} × ${h} mm` },
  },
};

/** 100 → "100", 76.2 → "76.2" (German: "76,2"). */
export function formatMm(mm: number, lang: Lang = 'en'): string {
  const text = Number.isInteger(mm) ? String(mm) : mm.toFixed(1);
  return lang === 'de' ? text.replace('.', ',') : text;
}
