import type { Localized } from '../../../model/system';
import { localized } from '../../../i18n/localized';

/** Height classes of terrain pieces as the TJOST rules define them (cm; `toCm` undefined: and more). */
export const HEIGHT_CLASSES: readonly { id: 'small' | 'normal' | 'large' | 'very-large'; name: Localized; fromCm: number; toCm?: number }[] = [
  { id: 'small', name: localized('domain.terrain.heightClasses.small.name'), fromCm: 0.5, toCm: 2 },
  { id: 'normal', name: localized('domain.terrain.heightClasses.normal.name'), fromCm: 2, toCm: 4 },
  { id: 'large', name: localized('domain.terrain.heightClasses.large.name'), fromCm: 4, toCm: 6 },
  { id: 'very-large', name: localized('domain.terrain.heightClasses.very-large.name'), fromCm: 6 },
];

/** The TJOST terrain menu in short: height, sight, movement, size (cm), and special rules. */
export interface TerrainKind {
  id: string;
  name: Localized;
  height: Localized;
  sight: Localized;
  movement: Localized;
  size: Localized;
  special?: Localized;
}

const L = (de: string, en: string): Localized => ({ de, en });
const UNLIMITED = L('frei', 'clear');
const HALVED = L('halbiert', 'halved');

export const TERRAIN_MENU: readonly TerrainKind[] = [
  { id: 'grove', name: L('Hain', 'Grove'), height: L('mind. Groß', 'Large or more'), sight: L('7,5 cm', '7.5 cm'), movement: UNLIMITED, size: L('10×10 bis 20×20', '10×10 to 20×20'), special: L('Deckung +1', 'cover +1') },
  { id: 'dense-forest', name: L('Dichter Wald', 'Dense forest'), height: L('mind. Groß', 'Large or more'), sight: L('2,5 cm', '2.5 cm'), movement: HALVED, size: L('10×10 bis 20×20', '10×10 to 20×20'), special: L('Deckung +1', 'cover +1') },
  { id: 'ploughed', name: L('Acker, Geröll, Matsch', 'Ploughed field, scree, mud'), height: L('keine', 'none'), sight: UNLIMITED, movement: HALVED, size: L('15×15 bis 20×20', '15×15 to 20×20') },
  { id: 'crops', name: L('Feld mit Bewuchs', 'Field of crops'), height: L('Klein', 'Small'), sight: UNLIMITED, movement: UNLIMITED, size: L('15×15 bis 20×20', '15×15 to 20×20'), special: L('Deckung +1', 'cover +1') },
  { id: 'rocks', name: L('Felsen', 'Rocks'), height: L('mind. Klein', 'Small or more'), sight: L('nach Größe', 'by size'), movement: L('nur klettern', 'climb only'), size: L('5×5 bis 20×20', '5×5 to 20×20') },
  { id: 'lake', name: L('See', 'Lake'), height: L('keine', 'none'), sight: UNLIMITED, movement: L('unpassierbar (schwimmen)', 'impassable (swim)'), size: L('10×10 bis 20×20', '10×10 to 20×20') },
  { id: 'house', name: L('Haus', 'House'), height: L('mind. Normal', 'Normal or more'), sight: L('blockiert', 'blocked'), movement: L('unpassierbar', 'impassable'), size: L('5×7,5 bis 20×20', '5×7.5 to 20×20'), special: L('WK 10, 10 SP', 'RES 10, 10 SP') },
  { id: 'wall', name: L('Mauer', 'Wall'), height: L('mind. Klein', 'Small or more'), sight: L('nach Höhe', 'by height'), movement: L('klettern', 'climb'), size: L('bis 20 lang, 2,5 breit', 'up to 20 long, 2.5 wide'), special: L('WK 6, 6 SP', 'RES 6, 6 SP') },
  { id: 'ruins', name: L('Ruine', 'Ruins'), height: L('mind. Groß', 'Large or more'), sight: L('Mauern blockieren', 'walls block'), movement: UNLIMITED, size: L('15×15 bis 30×30', '15×15 to 30×30'), special: L('Mauer WK 8, 8 SP', 'wall RES 8, 8 SP') },
];
