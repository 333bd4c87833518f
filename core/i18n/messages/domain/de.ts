/**
 * Words of the game data (German): siege terms and devices, TJOST missions, incidents, markers,
 * ability names, rank names. The data modules refer to them by id (core/i18n/localized.ts); written once here.
 */
export default {
  "siegeTerms": {
    "theSide": { "attacker": "Der Angreifer", "defender": "Der Verteidiger" },
    "troopTypeNames": {
      "regular-infantry": "Reguläre Infanterie",
      "heavy-infantry": "Schwere Infanterie",
      "monstrous-infantry": "Monströse Infanterie",
      "beasts": "Bestien",
      "swarm": "Schwarm",
      "light-cavalry": "Leichte Kavallerie",
      "heavy-cavalry": "Schwere Kavallerie",
      "monstrous-cavalry": "Monströse Kavallerie",
      "light-chariot": "Leichter Streitwagen",
      "heavy-chariot": "Schwerer Streitwagen",
      "monster": "Monströse Kreatur",
      "behemoth": "Behemoth",
      "war-machine": "Kriegsmaschine",
      "character": "Charakter (zu Fuß)"
    },
    "elementKindNames": {
      "wall": "Mauer",
      "tower": "Turm"
    },
    "elementKindTarget": {
      "wall": "eine Mauer",
      "tower": "einen Turm"
    },
    "gatehouseName": "Toranlage",
    "sideNames": {
      "attacker": "Angreifer",
      "defender": "Verteidiger"
    }
  },
  "siegeData": {
    "specialRules": {
      "outOfTheWay": "Nicht im Weg",
      "multipleWoundsD6": "Multiple Lebenspunktverluste (W6)",
      "stormTheWalls": "Sturmangriff"
    },
    "armyNames": {
      "HIGH_ELF_FACTION": "Hochelfen",
      "DWARF_FACTION": "Zwerge"
    },
    "defenceDevices": {
      "protective-runes": {
        "name": "Schutzrunen",
        "effect": "Element +1 LP; Einheiten ganz im Element haben gegen Beschuss einen Rettungswurf von 6+."
      },
      "stones": {
        "name": "Steine",
        "effect": "Besatzung darf als Angriffsreaktion Stehen & Schießen: R 8\", S5, DS –, Rüstungsfluch (2), Schnellschuss; nie gegen Angreifer von einem Nachbarelement."
      },
      "boiling-oil": {
        "name": "Kochendes Öl",
        "effect": "Einmal pro Schlacht als Stehen & Schießen: 3\"-Schablone bis 3\" von der Einheit, weicht W6\" ab (außer Treffersymbol); S4, DS -1, Flammenattacken."
      },
      "covered-walkway": {
        "name": "Überdachter Wehrgang",
        "effect": "Beschuss trifft eine Einheit ganz auf der Mauer nur bei 6 statt 5–6; verliert die Mauer ihren ersten LP, ist die Überdachung weg."
      },
      "mage-tower": {
        "name": "Magierturm",
        "effect": "Nur Hochelfen. Turm darf vor der Aufstellung versetzt werden; gilt als besetzt von einem Magier der Stufe 2, der nicht herauskommt; Platz für eine weitere Einheit, keine Kriegsmaschine."
      },
      "mountain-fortress": {
        "name": "Bergfestung",
        "effect": "Nur Zwerge. Diese Mauer kann wie ein Turm nicht von Reitern gestürmt werden, auch nicht mit Fliegen (X)."
      }
    },
    "closeOrder": "Geschlossene Ränge",
    "drawn": "Gezogen",
    "largeTarget": "Großes Ziel",
    "unbreakable": "Unerschütterlich",
    "siegeEquipment": {
      "siege-ammunition": {
        "name": "Belagerungsmunition",
        "effect": "Für eine Kriegsmaschine: Stärke ihrer Geschosse +1."
      },
      "ram": {
        "name": "Ramme",
        "model": {
          "equipment": "Rammbock",
          "weapon": {
            "name": "Rammbock"
          },
          "note": "Greift nur Festungselemente an. Darf jederzeit vom Tisch genommen werden und zählt dann nicht als Verlust."
        },
        "effect": "Ein Rammen-Modell für die Armee des Angreifers."
      },
      "siege-tower": {
        "name": "Belagerungsturm",
        "model": {
          "note": "Hat er erfolgreich eine Mauer angegriffen, wird er ein Turm der Festung, den der Angreifer von innen und außen betreten kann; nur an Mauern, nie an Türmen."
        },
        "effect": "Ein Belagerungsturm-Modell für die Armee des Angreifers."
      }
    }
  },
  "missions": {
    "standardBonus": "Bonus bei Sieg: Runde 1 +100 PF, Runde 2 +75, Runde 3 +50, Runde 4 +25",
    "half": "Halb zählen: Aufklärer, Figuren mit erhöhter BEW und Flieger.",
    "breakthrough": {
      "name": "Durchbruch",
      "goal": "Am Ende einer Runde (spätestens der 4.) steht mindestens die Hälfte deiner Startfiguren ganz in den 30 cm vor der gegnerischen Kante, und zwar schon seit der Runde davor."
    },
    "messenger": {
      "name": "Der Bote",
      "goal": "Deine zu Spielbeginn teuerste Figur (mit Zaubern, Wundern, Gegenständen) erreicht in den ersten 4 Runden die gegnerische Kante und lebt bis zum Ende dieser Runde.",
      "fine": "Nicht: außerhalb der eigenen Tischhälfte gestartet, herbeigerufen, je in der Luft, mit erhöhter BEW oder anders als durch Bewegung versetzt (außer durch den Gegner). Verwundet: nachwürfeln (leicht 2+, schwer 3+, kritisch 4+).",
      "designation": "Bote bei Gleichstand"
    },
    "bounty": {
      "name": "Kopfgeld",
      "goal": "Schalte in den ersten 4 Runden die teuerste gegnerische Figur aus (mit Zaubern, Wundern, Gegenständen). Bei Gleichstand genügt eine davon."
    },
    "crusade": {
      "name": "Kreuzzug",
      "goal": "Erreiche am Ende einer Runde genug PF: Runde 1: 90, Runde 2: 120, Runde 3: 150, Runde 4: 170."
    },
    "loot": {
      "name": "Beute",
      "goal": "Erobere in den ersten 4 Runden das gegnerische Lager: mindestens 3 eigene Figuren und mehr als der Gegner in Basenkontakt."
    },
    "retaliation": {
      "name": "Vergeltung",
      "goal": "Zerstöre in den ersten 4 Runden das gegnerische Lager: WK 8, 8 SP, keine Kampfwürfel, keine Verteidigung.",
      "fine": "Verletzungen: leicht -1 SP, schwer -2, kritisch -3, sofort tot -4."
    },
    "boundary-stones": {
      "name": "Grenzsteine",
      "goal": "Besetze bis Ende Runde 2 beide Kantenmarker mit je einer eigenen Figur und halte sie mit denselben Figuren bis Ende Runde 3. Verlängern bis Runde 4 möglich (am Ende von Runde 3 ansagen).",
      "fine": "Höchstens eine Figur je Kantenmarker; keine Aufstellung darauf.",
      "bonus": "Bonus bei Sieg: Ende Runde 3 +50 PF, verlängert bis Runde 4 +75 PF"
    },
    "for-honour": {
      "name": "Für die Ehre",
      "goal": "Besetze bis Ende Runde 2 einen Kantenmarker mit deiner teuersten Figur (mit Zaubern, Wundern, Gegenständen) und halte ihn mit ihr zwei Runden lang.",
      "fine": "Höchstens eine Figur je Kantenmarker; keine Aufstellung darauf.",
      "designation": "Besetzer bei Gleichstand"
    }
  },
  "chronopiaMarkers": {
    "markerNames": {
      "activation": "Aktivierung",
      "wait": "Wartestellung",
      "hidden": "Versteckt",
      "panic": "Panik",
      "prone": "Hingestreckt"
    },
    "markerHints": {
      "activation": "Einheit hat gehandelt",
      "wait": "reagiert außer der Reihe",
      "hidden": "erst nach Spähen sichtbar",
      "panic": "flieht, bis gesammelt",
      "prone": "nächste Handlung: aufstehen"
    }
  },
  "cards": {
    "abilityNames": {
      "transport": "Transport",
      "impact": "Ramme",
      "mowing": "Sichel",
      "rampart": "Schutzwall",
      "irrepressible": "Unaufhaltsam",
      "inalterable": "Resistent",
      "minelayer": "Minenleger",
      "sapper": "Pionier",
      "mechanic": "Mechaniker"
    },
    "rankNames": {
      "irregular": "Irregulär",
      "regular": "Regulär",
      "veteran": "Veteran",
      "elite": "Elite",
      "special": "Spezial",
      "living-legend": "Lebende Legende",
      "shadow-veteran": "Schatten-Veteran",
      "familiar": "Familiar",
      "leader": "Anführer"
    }
  },
  "incidents": {
    "equipmentRollNames": {
      "steam": "Druckwurf",
      "naphtha": "Injektionswurf"
    },
    "explosion": {
      "name": "Explosion",
      "effect": "Der Kessel birst: Die Figur ist sofort tot (eine Maschine mit SP verliert 4 SP), jede Figur bis 5 cm Entfernung erleidet eine Verletzung der STÄ 10."
    },
    "overheating": {
      "name": "Überhitzung",
      "effect": "Überhitzungsmarker zur Figur legen. Eine zweite Überhitzung führt zur Explosion (1)."
    },
    "cracked-structure": {
      "name": "Rissige Struktur",
      "effect": "Beim nächsten Druck- oder Injektionswurf gibt es schon bei 1 oder 2 einen Zwischenfall."
    },
    "damaged-valve": {
      "name": "Beschädigtes Ventil",
      "effect": "Beim nächsten Druck- oder Injektionswurf bringen 5 und 6 keinen Bonus."
    },
    "leak": {
      "name": "Druckabfall",
      "effect": "Leck-Marker zur Figur legen. Ein zweiter Druckabfall legt die Maschine still (6)."
    },
    "machine-stopped": {
      "name": "Totalausfall",
      "effect": "Die Mechanik blockiert: Zu Beginn jeder Runde 1W6 werfen; nur bei 4 oder mehr ist die Ausrüstung in dieser Runde nutzbar."
    }
  },
  "systems": {
    "confrontation": {
      "name": "Confrontation",
      "points": "A.P.",
      "pointsByCount": "A.P.",
      "pointsOfLimit": "A.P."
    },
    "oldworld": {
      "name": "Warhammer: The Old World",
      "points": "Punkte",
      "pointsByCount": "Punkte | Punkt | Punkte",
      "pointsOfLimit": "Punkten"
    },
    "chronopia": {
      "name": "Chronopia",
      "points": "Punkte",
      "pointsByCount": "Punkte | Punkt | Punkte",
      "pointsOfLimit": "Punkten"
    }
  },
  "terrain": {
    "kinds": {
      "grove": {
        "name": "Hain",
        "height": "mind. Groß",
        "sight": "7,5 cm",
        "movement": "frei",
        "size": "10×10 bis 20×20",
        "special": "Deckung +1"
      },
      "dense-forest": {
        "name": "Dichter Wald",
        "height": "mind. Groß",
        "sight": "2,5 cm",
        "movement": "halbiert",
        "size": "10×10 bis 20×20",
        "special": "Deckung +1"
      },
      "ploughed": {
        "name": "Acker, Geröll, Matsch",
        "height": "keine",
        "sight": "frei",
        "movement": "halbiert",
        "size": "15×15 bis 20×20"
      },
      "crops": {
        "name": "Feld mit Bewuchs",
        "height": "Klein",
        "sight": "frei",
        "movement": "frei",
        "size": "15×15 bis 20×20",
        "special": "Deckung +1"
      },
      "rocks": {
        "name": "Felsen",
        "height": "mind. Klein",
        "sight": "nach Größe",
        "movement": "nur klettern",
        "size": "5×5 bis 20×20"
      },
      "lake": {
        "name": "See",
        "height": "keine",
        "sight": "frei",
        "movement": "unpassierbar (schwimmen)",
        "size": "10×10 bis 20×20",
        "special": "in Mindestgröße: + offener Wald 10×10"
      },
      "house": {
        "name": "Haus",
        "height": "mind. Normal",
        "sight": "blockiert",
        "movement": "unpassierbar",
        "size": "5×7,5 bis 20×20",
        "special": "WK 10, 10 SP"
      },
      "wall": {
        "name": "Mauer",
        "height": "mind. Klein",
        "sight": "nach Höhe",
        "movement": "klettern",
        "size": "bis 20 lang, 2,5 breit",
        "special": "WK 6, 6 SP; Abschnitte ≥ 5 cm"
      },
      "ruins": {
        "name": "Ruine",
        "height": "mind. Groß",
        "sight": "Mauern blockieren",
        "movement": "frei",
        "size": "15×15 bis 30×30",
        "special": "Mauer WK 8, 8 SP; ein Teil halbe Bewegung"
      }
    }
  },
  "structure": {
    "directWoundNames": {
      "light": "Leichte Verletzung",
      "serious": "Schwere Verletzung",
      "critical": "Kritische Verletzung",
      "killed-outright": "Sofort tot"
    }
  },
  "damage": {
    "orLess": "{to} oder weniger",
    "damageLocations": {
      "chassis": {
        "name": "Fahrwerk"
      },
      "framework": {
        "name": "Hülle"
      },
      "structure": {
        "name": "Struktur"
      },
      "mechanism": {
        "name": "Motor"
      }
    }
  },
  "gameSizes": {
    "label": { "upTo": "{name} (bis {points})", "andMore": "{name} (ab {points})" },
    "hero": {
      "name": "Held"
    },
    "patrol": {
      "name": "Patrouille"
    },
    "army": {
      "name": "Armee"
    },
    "grand": {
      "name": "Große Schlacht"
    }
  }
} as const;
