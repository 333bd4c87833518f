import type { Messages } from './en';

/** German messages; same keys and placeholders as the English ones (checked by a test). */
export const de: Messages = {
  issue: {
    card: {
      unknown:
        '{entry}: Die Karte {cardId} steht nicht in der Kartendatenbank, deshalb kann dieser Eintrag nicht geprüft werden. (Kartendatenbank)',
    },
    rule: {
      failed: 'Interner Fehler in der Prüfung {rule}: {reason}. Bitte melde diesen Fehler. (Muster)',
    },
    points: {
      'over-limit': 'Die Liste kostet {total} Punkte und liegt damit {over} über ihrem Limit von {limit}. (Punktelimit)',
    },
    assignment: {
      'unknown-target': '{entry} ist dem Eintrag {target} zugeordnet, den es in der Liste nicht gibt. (Liste)',
      duplicate:
        '{entry} ist mehrfach zugeordnet: {first} und {second}. Eine Figur bedient höchstens eine Kriegsmaschine oder fährt in höchstens einem Fahrzeug mit, nie beides und nie doppelt. (FORTIFICATION: Besatzung und Transport)',
    },
    crew: {
      'below-minimum':
        '{entry} hat {crew} von {min} nötigen Besatzungsmitgliedern (Mannschaft plus Hilfspersonal, das die Bedingungen erfüllt) und kann deshalb nicht eingesetzt werden. (FORTIFICATION: Besatzung)',
      'below-full-operation':
        '{entry} hat {crew} Besatzungsmitglieder: genug für den Einsatz, doch für die volle Schlagkraft braucht die Maschine {full}. (FORTIFICATION: Besatzung)',
      'not-servant':
        '{entry} ist als Mannschaft der Maschine {machine} eingeteilt, gehört laut deren Karte aber nicht zu ihrer Mannschaft. (FORTIFICATION: Mannschaft)',
      'substitute-requirement':
        '{entry} kann nicht als Hilfspersonal der Maschine {machine} dienen: Nötig ist {stat} {min} oder mehr, die Figur hat {actual}. (FORTIFICATION: Hilfspersonal)',
      'substitute-requirement-none':
        '{entry} kann nicht als Hilfspersonal der Maschine {machine} dienen: Ihre Karte dieser Maschine erlaubt kein Hilfspersonal. (FORTIFICATION: Hilfspersonal)',
      'mobile-machine':
        '{entry} ist als Besatzung der mobilen Maschine {machine} eingeteilt; deren Besatzung ist schon Teil ihrer eigenen Karte. (FORTIFICATION: Besatzung)',
      'not-machine':
        '{entry} ist als Besatzung des Eintrags {machine} eingeteilt, der keine Kriegsmaschine ist. (FORTIFICATION: Besatzung)',
    },
    transport: {
      'no-ability':
        '{entry} soll in {vehicle} mitfahren, doch dieser Eintrag besitzt die Spezialfertigkeit Transport / X nicht. (FORTIFICATION: Transport / X)',
      capacity:
        '{entry} befördert Figuren, die {slots} Plätze brauchen, hat aber nur {capacity} (pro Figur: klein 1, normalgroß 2, groß 3 Plätze). (FORTIFICATION: Transport / X)',
      'not-transportable': '{entry} kann nicht im Fahrzeug {vehicle} mitfahren: {reason}. (FORTIFICATION: Transport / X)',
    },
  },
  cli: {
    severity: { error: 'Fehler', warning: 'Warnung' },
    valid: '{file}: gültig. Fehler: {errors}, Warnungen: {warnings}.',
    invalid: '{file}: ungültig. Fehler: {errors}, Warnungen: {warnings}.',
  },
  param: {
    reason: {
      'very-large': 'Sehr große Figuren werden nie transportiert',
      mount: 'Kavallerie, also Figuren mit Reittier, wird nie transportiert',
      throne: 'Figuren auf einem Thron werden nie transportiert',
    },
    none: 'keinen Wert',
  },
};
