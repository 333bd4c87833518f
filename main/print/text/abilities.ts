import { ABILITY_NAMES, type Ability } from '../../../core/model/card';
import type { Lang, Localized } from '../../../core/model/system';

interface AbilityText {
  name: Localized;
  /** Short explanation in Muster's own words; X stands for the ability's value. */
  explain: Localized;
}

/** Names and short explanations of the abilities the FORTIFICATION rules define. */
export const ABILITY_TEXTS: Readonly<Record<string, AbilityText>> = {
  transport: {
    name: ABILITY_NAMES.transport,
    explain: {
      de: 'Befördert Passagiere auf X Plätzen (klein 1, normal 2, groß 3). Sehr große Figuren, Reiter und Figuren auf Thronen dürfen nicht einsteigen.',
      en: 'Carries passengers on X places (Small 1, Normal 2, Large 3). Very Large figures, riders and figures on thrones cannot board.',
    },
  },
  impact: {
    name: ABILITY_NAMES.impact,
    explain: {
      de: 'Beim frontalen Angriff erleiden Figuren an der Front eine Verletzung mit STÄ = X × (gefahrene cm ÷ 10, aufgerundet); mit Geschwindigkeitsmarker zählt BEW × 2 als Strecke. Ein Pasch ist dabei keine außergewöhnliche Verletzung.',
      en: 'When it charges head-on, figures at its front take a hit of STR = X × (cm driven ÷ 10, rounded up); with a speed counter the distance counts as MOV × 2. Doubles are no exceptional wounds here.',
    },
  },
  mowing: {
    name: ABILITY_NAMES.mowing,
    explain: {
      de: 'Wer beim Fahren von den Klingen berührt wird, braucht einen INI-Test gegen 6 (schon im Nahkampf: 8; mit Sprung 2 weniger), sonst folgt eine Verletzung mit STÄ X.',
      en: 'A figure the blades touch while the machine moves must pass an INI test against 6 (8 if already in melee; 2 less with Leap) or take a hit of STR X.',
    },
  },
  rampart: {
    name: ABILITY_NAMES.rampart,
    explain: {
      de: 'Im Umkreis von X cm um die Maschine kann keine Figur von einer höheren Höhenstufe herabsinken; aufsteigen bleibt erlaubt. Der Schutz wandert mit der Maschine.',
      en: 'Within X cm of the machine no figure can come down from a higher level; rising from there is still allowed. The protection moves with the machine.',
    },
  },
  irrepressible: {
    name: ABILITY_NAMES.irrepressible,
    explain: {
      de: 'Fährt die Maschine weiter als ihre BEW und wird nicht gestoppt, bekommt sie einen Geschwindigkeitsmarker. Er bleibt, bis sie anhält oder weniger als ihre BEW fährt; solange wendet sie nur über Kurven.',
      en: 'When the machine moves farther than its MOV and is not stopped, it gets a speed counter. It keeps it until it stops or moves no more than its MOV; meanwhile it turns only by curves.',
    },
  },
  inalterable: {
    name: ABILITY_NAMES.inalterable,
    explain: {
      de: 'Unempfindlich gegen alle Effekte außer Beschuss, Nahkampfangriffen und Angst. Bei 0 SP ist sie zerstört, nicht sofort tot.',
      en: 'Unaffected by every effect except shots, melee attacks and fear. At 0 SP it is destroyed rather than killed outright.',
    },
  },
  minelayer: {
    name: ABILITY_NAMES.minelayer,
    explain: {
      de: 'Legt bei der Aufstellung einen Minen- und einen Ködermarker verdeckt bis 20 cm um seine Maschine. Eine Figur bis 5 cm löst den Marker aus; eine Mine trifft alles bis 10 cm mit STÄ 6.',
      en: 'At deployment, places a trap and a decoy counter face down within 20 cm of its machine. A figure within 5 cm sets one off; a trap hits everything within 10 cm with STR 6.',
    },
  },
  sapper: {
    name: ABILITY_NAMES.sapper,
    explain: {
      de: 'Stellt bei der Aufstellung eine Barrikade (Größe einer Kavalleriebase, kleines Hindernis, 2 cm hoch) bis 20 cm um seine Maschine; sie hat WK 10 und X SP.',
      en: 'At deployment, sets up a barricade (the size of a cavalry base, a Small obstacle 2 cm high) within 20 cm of its machine; it has RES 10 and X SP.',
    },
  },
  mechanic: {
    name: ABILITY_NAMES.mechanic,
    explain: {
      de: 'Am Rundenende, in Kontakt mit seiner beschädigten Maschine und ohne Feindkontakt: 1W6 – ab X gibt es 1 SP zurück, eine 1 kostet 1 SP. Ein Versuch je Maschine und Runde.',
      en: 'At the end of the round, touching its damaged machine and no enemy: roll a d6 – X or more restores 1 SP, a 1 costs 1 SP. One attempt per machine and round.',
    },
  },
};

/** "Transport / 4" or "Irrepressible"; other abilities by their own name, else by id. */
export function abilityTitle(a: Ability, lang: Lang): string {
  const name = ABILITY_TEXTS[a.id]?.name[lang] ?? a.name?.[lang] ?? a.id;
  return a.value === undefined ? name : `${name} / ${a.value}`;
}

/** The explanation with X replaced by the value; undefined for abilities Muster does not know. */
export function abilityExplanation(a: Ability, lang: Lang): string | undefined {
  const text = ABILITY_TEXTS[a.id]?.explain[lang];
  if (text === undefined) return undefined;
  return a.value === undefined ? text : text.replace(/\bX\b/g, String(a.value));
}
