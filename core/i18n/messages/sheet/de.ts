/**
 * German texts of the printed sheets (`sheet.*` in the one catalogue): labels, FORTIFICATION, siege,
 * TJOST and Chronopia texts. `{name}` placeholders are filled by main/print/text; `a | b` are plural forms.
 */
export default {
  "labels": {
    "documents": {
      "list": "Armeeliste – Exemplar für die Turnierleitung",
      "opponent": "Armeeliste – Exemplar für den Gegner",
      "reference": "Referenzblatt",
      "templates": "Abweichungsschablonen",
      "blast": "Explosionsschablonen",
      "rulers": "Reichweitenlineale",
      "tokens": "Spielmarker",
      "markers": "Marker und Grundflächen",
      "quickref": "FORTIFICATION – Kurzreferenz",
      "form": "TJOST-Turnierformblatt",
      "selection": "TJOST-Armee-Auswahlliste (400 A.P.)",
      "missions": "TJOST-Missionskarten",
      "results": "TJOST-Ergebnisse",
      "tjost-quickref": "TJOST – Kurzreferenz",
      "siege": "Belagerungsbogen",
      "pairings": "TJOST-Paarungen und Tische",
      "slips": "TJOST-Ergebniszettel",
      "standings": "TJOST-Tabelle",
      "registration": "TJOST-Prüfbericht der Anmeldung",
      "event-forms": "TJOST-Turnierformblätter aller Spieler",
      "event-missions": "TJOST-Missionskarten aller Spieler"
    },
    "subject": "Druckvorlagen für eine Tabletop-Armee",
    "printSet": "Druckmappe",
    "fileNames": {
      "list": "Liste",
      "opponent": "Gegnerexemplar",
      "reference": "Referenzblatt",
      "templates": "Abweichungsschablonen",
      "blast": "Explosionsschablonen",
      "rulers": "Lineale",
      "tokens": "Spielmarker",
      "markers": "Marker",
      "quickref": "Kurzreferenz",
      "form": "Turnierformblatt",
      "selection": "Auswahlliste",
      "missions": "Missionskarten",
      "results": "Ergebnisse",
      "tjost-quickref": "TJOST-Kurzreferenz",
      "siege": "Belagerungsbogen",
      "pairings": "Paarungen",
      "slips": "Ergebniszettel",
      "standings": "Tabelle",
      "registration": "Prüfbericht",
      "event-forms": "Turnierformblätter",
      "event-missions": "Missionskarten",
      "several": "Druck",
      "round": "Runde {n}"
    },
    "back": "Rückseite",
    "blankForDuplex": "Diese Seite bleibt für den beidseitigen Druck leer: Das nächste Teil und seine Rückseite kommen auf ein Blatt.",
    "page": "Seite {n} von {total}",
    "calibrationNote": "Bitte in Originalgröße drucken (100 %, nicht „an Seite anpassen“).",
    "calibrationCheck": "Prüfen: Der obere Balken misst genau 100 mm, der untere 4 Zoll.",
    "cm": "cm",
    "inch": "Zoll",
    "listKinds": {
      "standard": "@:{'lists.kind.standard'}",
      "tjost-selection": "TJOST-Auswahlliste",
      "tjost-game": "TJOST-Spielliste"
    },
    "header": {
      "player": "Spieler",
      "system": "System",
      "faction": "Volk",
      "limit": "Punktelimit",
      "kind": "Listenart",
      "date": "Datum",
      "list": "Liste"
    },
    "columns": {
      "row": "Nr.",
      "count": "Anz.",
      "card": "Karte",
      "rank": "Rang",
      "unit": "Einheit",
      "category": "Kategorie",
      "points": "Punkte",
      "assigned": "Zuordnung"
    },
    "total": "Summe",
    "figures": "{n} Figur | {n} Figuren",
    "figuresOnTable": "{n} Figur auf dem Tisch | {n} Figuren auf dem Tisch",
    "sample": "(Beispiel)",
    "unknownCard": "unbekannte Karte „{id}“",
    "note": "Notiz",
    "assignment": {
      "servant": "Mannschaft: {m}",
      "chariotCrew": "Besatzung: {m}",
      "substitute": "Hilfspersonal: {m}",
      "aboard": "An Bord: {v}",
      "bearer": "Träger: {b}",
      "crew": "Besatzung",
      "passengers": "An Bord",
      "carries": "Trägt"
    },
    "validation": {
      "title": "Regelprüfung",
      "valid": "Gültig: Die Liste verstößt gegen keine Regel, die Muster prüft.",
      "summary": "{errors}, {warnings}",
      "error": "Fehler",
      "warning": "Warnung",
      "pending": "Nicht geprüft: Die Regeln sind nicht verfügbar.",
      "errors": "{count} Fehler",
      "warnings": "{count} Warnung | {count} Warnungen"
    },
    "reference": {
      "profile": "Profil",
      "abilities": {
        "confrontation": "Spezialfertigkeiten",
        "chronopia": "Spezialfähigkeiten",
        "oldworld": "@:{'param.specialRules'}"
      },
      "warMachine": "Kriegsmaschine",
      "mobility": {
        "mobile": "mobil",
        "immobile": "immobil"
      },
      "weight": "Gewicht",
      "structurePoints": "Strukturpunkte",
      "crew": "Besatzung",
      "servants": "Mannschaft",
      "anyServant": "nur die Figuren, die zur Maschine gehören",
      "substitutes": "Hilfspersonal",
      "noSubstitutes": "nicht erlaubt",
      "fullOperation": "Volle Einsatzbereitschaft",
      "transport": "Transport",
      "access": {
        "front": "Zugang vorne",
        "rear": "Zugang hinten",
        "sides": "Zugang seitlich",
        "all": "Zugang von allen Seiten"
      },
      "artillery": "Artillerie",
      "artilleryClass": {
        "light": "leicht",
        "heavy": "schwer"
      },
      "artilleryKind": {
        "perforating": "durchschlagend",
        "zone": "Zone"
      },
      "template": "Schablone Ø {d} mm",
      "equipment": {
        "steam": "Dampfkessel (Druckwurf)",
        "naphtha": "Naphtha-Vergaser (Injektionswurf)"
      },
      "size": {
        "small": "Klein",
        "normal": "Normal",
        "large": "Groß",
        "very-large": "Sehr groß"
      },
      "kinds": {
        "fighter": "Kämpfer",
        "war-machine": "Kriegsmaschine",
        "spell": "Zauber",
        "miracle": "Wunder",
        "artifact": "Artefakt",
        "equipment": "Ausrüstung",
        "experience": "Erfahrung"
      },
      "personality": "Persönlichkeit",
      "figuresPerCard": "{n} Figuren je Karte",
      "chariotCrew": "Besatzung",
      "drawnBy": "gezogen von"
    },
    "templates": {
      "title": "{name} – Ø {d} mm",
      "onDemand": "Schablone nach Wahl",
      "strayTable": "Abweichung",
      "d6": "W6",
      "distance": "Strecke",
      "strayRuler": "Abweichungslineal",
      "lineOfFire": "Pfeil 1 zeigt vom Schützen weg in Schussrichtung."
    },
    "blast": {
      "title": "{inch}-Zoll-Schablone",
      "hole": "Mitte"
    },
    "rulers": {
      "metric": "Lineal 20 cm",
      "imperial": "Lineal 12 Zoll – Teil {part} von {parts}"
    },
    "tokens": {
      "speed": "Tempo",
      "trap": "Mine",
      "decoy": "Köder",
      "jammed": "Blockiert",
      "trapDecoyBack": "Minenleger",
      "spTracker": "SP",
      "duplexHint": "Diese zwei Seiten beidseitig drucken (Wenden an der langen Kante): Minen und Köder haben dieselbe Rückseite."
    },
    "markers": {
      "camp": "Lager",
      "edge": "Kantenmarker",
      "barricade": "Barrikade",
      "resilience": "WK",
      "structurePoints": "SP",
      "ram": "Ramme",
      "siegeTower": "Belagerungsturm",
      "base": "Base {w} × {h} mm"
    }
  },
  "fortification": {
    "damage": {
      "title": "Schadenstabelle (Maschinen mit SP)",
      "how": "Wirf 2W6. STÄ + beide Würfel − WK ergibt die Zeile, der niedrigere Würfel die Spalte; dort steht der SP-Verlust. Eine 6 wird nicht nachgewürfelt, eine 1 ist kein Patzer.",
      "damage": "Schaden"
    },
    "exceptional": {
      "title": "Kritische Treffer (Pasch)",
      "how": "Ein Pasch beachtet weder STÄ noch WK: Die Maschine verliert die SP aus der Tabelle.",
      "double": "Pasch",
      "sp": "SP-Verlust",
      "none": "keiner"
    },
    "penalties": {
      "title": "Abzüge durch verlorene SP",
      "how": {
        "en": "Mobile Maschinen erhalten einen Abzug auf INI-, ATT-, VER- und FER-Würfe, sobald sie ein Viertel (−1), die Hälfte (−2) oder drei Viertel (−3) ihrer SP verloren haben. Jede Stufe ersetzt die vorige und gilt bis ans Ende der Partie (englische Ausgabe).",
        "de": "Mobile Maschinen erhalten einen Abzug auf INI-, ATT-, VER- und FER-Würfe, sobald sie ein Viertel (−1), die Hälfte (−2) oder zwei Drittel (−3) ihrer SP verloren haben. Jede Stufe ersetzt die vorige; Reparaturen heben sie wieder auf (deutsche Ausgabe)."
      },
      "machine": "Maschine",
      "immobile": "immobil: kein Abzug",
      "step": "{penalty} ab {lost} SP Verlust",
      "none": "keiner, bevor sie zerstört ist"
    },
    "stray": {
      "title": "Zonenartillerie",
      "how": "Ein verfehlter Schuss weicht ab: Schablone auf das Ziel legen, Pfeil 1 zeigt vom Schützen weg; 1W6 für die Strecke, dann 1W6 für den Pfeil, entlang dessen das Geschoss abweicht.",
      "d6": "W6",
      "distance": "Abweichung",
      "zone": "Figuren unter der Schablone: leichte Artillerie trifft ab 4 mit halber STÄ (aufgerundet), schwere Artillerie ab 3 mit voller STÄ.",
      "perforating": "Durchschlagende Schüsse: leichte Artillerie verliert je weiterem Ziel 2 STÄ, schwere keine.",
      "jam": {
        "en": "Eine 1 beim FER-Test blockiert die Waffe: in der nächsten Runde schießt sie nicht (englische Ausgabe).",
        "de": "Eine 1 beim FER-Test blockiert die Waffe: dieser Schuss und ihre weiteren Schüsse in dieser Runde verfallen; ab der nächsten Runde schießt sie wieder (deutsche Ausgabe)."
      }
    },
    "wounds": {
      "title": "Direkte Verletzungen einer Maschine",
      "how": "Ein Effekt, der die Maschine direkt verletzt, kostet SP:",
      "wound": "Verletzung",
      "sp": "SP-Verlust"
    },
    "movement": {
      "title": "Bewegung, Ramme und Reparatur",
      "lines": [
        "Immobile Maschinen: Die schiebende Mannschaft verliert BEW in Höhe des Gewichts, für jedes weitere Mitglied 2 weniger (Gewicht 8: 8, 6, 4).",
        "Kurven: Eine Maschine mit Gewicht fährt zwischen zwei 45°-Kurven mindestens ihr Gewicht in cm geradeaus; im Rennen bis zu 2 × BEW.",
        "Ramme / X: STÄ = X × angefangene 10 cm Fahrt vor dem Kontakt (23 cm: 3 × X); mit Geschwindigkeitsmarker zählt 2 × BEW als Strecke.",
        "Mechaniker / X: Am Rundenende 1W6; ab X wird 1 SP repariert, eine 1 kostet 1 SP."
      ]
    },
    "incidents": {
      "title": "Zwischenfälle (Dampf und Naphtha)",
      "how": "Eine 1 beim Druck- oder Injektionswurf bringt keinen Bonus: Wirf 1W6 auf dieser Tabelle.",
      "roll": "W6",
      "incident": "Zwischenfall",
      "effect": "Auswirkung"
    }
  },
  "siege": {
    "title": "Belagerungsbogen – {name}",
    "valid": "Gültig: Die Belagerung verstößt gegen keine Regel, die Muster prüft.",
    "attacker": "Angreifer",
    "defender": "Verteidiger",
    "noList": "keine Liste verknüpft",
    "points": "Punkte",
    "listPoints": "{list} Liste + {extras} Belagerung = {total}",
    "share": "Der Verteidiger hat {p} % der Punkte des Angreifers (üblich sind etwa 75 %).",
    "nightBattle": "Nachtschlacht",
    "yes": "ja",
    "no": "nein",
    "fortress": "Deine Festung",
    "noElements": "Die Festung hat noch keine Elemente.",
    "wall": "Mauer",
    "tower": "Turm",
    "gatehouse": "Toranlage",
    "rodell": "mit Rodell",
    "storeys": "{count} Stockwerk | {count} Stockwerke",
    "toughness": "Widerstand",
    "wounds": "Lebenspunkte",
    "strengthTest": "Stärketests auf",
    "shooters": "bis zu {n} Modelle schießen hinaus",
    "hits": "Beschuss trifft (W6)",
    "hitTarget": {
      "element": "Element",
      "unit": "Einheit darin",
      "gate": "Tor"
    },
    "gate": "Tor",
    "save": "Rüstungswurf",
    "device": "Verteidigungsgerät",
    "noDevice": "keines",
    "garrison": "Besatzung",
    "empty": "leer",
    "machine": "Kriegsmaschine",
    "unknownEntry": "Eintrag {id} (nicht in der Liste des Verteidigers)",
    "devices": "Verteidigungsgeräte (Verteidiger)",
    "equipment": "Belagerungsgeräte (Angreifer)",
    "noEquipment": "keine gekauft",
    "columns": {
      "item": "Gerät",
      "points": "Punkte",
      "where": "Auf",
      "effect": "Wirkung",
      "forWhat": "Für"
    },
    "unassigned": "nicht zugeordnet",
    "profile": "Profil",
    "troopType": "Truppentyp",
    "base": "Base",
    "unitSize": "Einheitengröße",
    "armourSave": "Rüstungswurf",
    "specialRules": "Sonderregeln",
    "weapon": "Waffe",
    "range": "Reichweite",
    "closeCombat": "Nahkampf",
    "rulesTitle": "Belagerungsregeln in Kürze",
    "term": "Was",
    "rule": "Wie",
    "nightTitle": "Nachtschlacht",
    "nightActive": "Diese Belagerung findet bei Nacht statt.",
    "nightOptional": "Nur wenn beide Spieler zustimmen.",
    "footprints": "Baseflächen der Belagerungsgeräte",
    "footprintHint": "Entlang der grauen Linien ausschneiden und das Modell daraufstellen; 60 x 100 mm wie in den Regeln.",
    "total": "Summe",
    "listPointsLimit": "{list} Liste + {extras} Belagerung = {total} (Limit der Liste {limit})",
    "victory": "Sieg",
    "victoryTake": "Der Angreifer muss {elements} einnehmen.",
    "victoryHold": "Der Verteidiger muss {count} Runde durchhalten. | Der Verteidiger muss {count} Runden durchhalten.",
    "quickrefTitle": "Belagerung – Kurzreferenz",
    "elementsTitle": "Festungselemente",
    "element": "Element",
    "perStorey": "{n} je Stockwerk",
    "allArmies": "jede Armee",
    "army": "Armee",
    "perWarMachine": "je Kriegsmaschine",
    "withWalkway": "mit Überdachtem Wehrgang: {ranges}",
    "gatehouseHits": "in der Toranlage trifft eine 1 das Tor"
  },
  "siegeRules": [
    {
      "term": "Wer besetzen darf",
      "text": "Reguläre und Schwere Infanterie, Bestien und Schwärme (Kriegsmaschinen auf Türmen und Rodellen). Für alle anderen Truppentypen ist die Festung unpassierbar."
    },
    {
      "term": "Hineinbewegen",
      "text": "In der Unterphase der restlichen Bewegungen in Basekontakt ziehen oder die ganze Bewegung opfern, um aus einem Nachbarelement zu wechseln. Besatzungen greifen nicht an und sehen wie von einem Hügel."
    },
    {
      "term": "Mauern",
      "text": "Platz für drei volle Glieder, weitere stehen dahinter. Das Erklimmen von unten gilt als niedriges lineares Hindernis (-1 Bewegung). Mehrere Einheiten dürfen sich eine Mauer teilen; ein Rodell trägt je Einheit eine Kriegsmaschine."
    },
    {
      "term": "Türme",
      "text": "Eine Einheit und eine Kriegsmaschine, nur von innen zu betreten. Rundumsicht; 5 Modelle je Stockwerk dürfen schießen; sie sehen über alle Modelle, die nicht selbst in einem Turm sind."
    },
    {
      "term": "Toranlage und Tor",
      "text": "Die Toranlage ist eine Mauer oder ein Turm. Ihr Besitzer (der Verteidiger oder wer sie zuletzt hielt) durchquert das Tor wie offenes Gelände; es nimmt ihm keine Sicht."
    },
    {
      "term": "Tests",
      "text": "Widerstandstests auf den Widerstand, Stärketests auf seine Hälfte (aufgerundet); alle anderen Tests misslingen."
    },
    {
      "term": "Beschuss",
      "text": "Elemente sind Große Ziele, immun gegen Gift und gegen Verwundungen, die sofort ausschalten. Je Treffer ein W6 (siehe jedes Element) statt Deckung. Von innen beschossen stehen Einheiten auf Mauern wie im Freien. Leere Elemente werden direkt getroffen; Schablonen treffen Einheit und Element."
    },
    {
      "term": "Einsturz",
      "text": "Bei 0 Lebenspunkten wird das Element zu Trümmern (schwieriges Gelände): Jedes Modell darin erleidet einen Treffer mit S7, DS -3; seine Einheit wird innerhalb von 2\" aufgestellt."
    },
    {
      "term": "Mauern stürmen",
      "text": "Jeder Truppentyp darf angreifen; von außen ist es ein ungeordneter Angriff und der Angreifer ist in Unordnung. Reittiere bleiben draußen (außer Fliegen); gemessen wird bis zum Mauerrand."
    },
    {
      "term": "Türme stürmen",
      "text": "Nur von innen oder aus einem Nachbarelement, ungeordnet. Jede Seite kämpft mit Modellen bis Einheitenstärke 10; Reiter kämpfen zu Fuß. Besatzungen außerhalb des Kampfes dürfen weiter schießen."
    },
    {
      "term": "Elemente einnehmen",
      "text": "Wer Boden preisgibt, bleibt. Flieht der Verlierer, verlässt er das Element; der Sieger besetzt es (Kriegsmaschinen darin sind zerstört) oder legt einen Moralwerttest ab, um stehen zu bleiben. Ein siegreicher Verteidiger testet nie, um sich zurückzuhalten."
    },
    {
      "term": "Elemente angreifen",
      "text": "Angreifer im Nahkampf dürfen stattdessen das Element schlagen: jede Attacke trifft. An der Toranlage wählt man Toranlage oder Tor. Leere Elemente dürfen angegriffen und danach besetzt werden; kein Kampfergebnis."
    }
  ],
  "nightRules": [
    {
      "term": "Sichtweite",
      "text": "Keine Einheit sieht weiter als 18\"."
    },
    {
      "term": "Feuer",
      "text": "Einheiten mit Flammenattacken sind auf jede Entfernung zu sehen, ebenso Einheiten, die in diesem Spielzug Lebenspunkte durch Flammenattacken verloren haben."
    },
    {
      "term": "Überraschung",
      "text": "Eine Einheit, die einen Feind in Flanke oder Rücken angegriffen hat, verursacht in diesem Spielzug Angst; verursacht sie schon Angst, dann Entsetzen."
    }
  ],
  "tjost": {
    "form": {
      "event": "Turnier",
      "round": "Runde",
      "table": "Tisch",
      "player": "Spieler",
      "faction": "Volk",
      "opponent": "Gegner",
      "mission": "Mission (eine ankreuzen, geheim halten)",
      "missionHint": "Zwei Missionen ziehen, eine behalten, die andere zurückmischen.",
      "designation": "Geheime Figur",
      "designationHint": "Der Bote / Für die Ehre: Sind mehrere Figuren gleich teuer, hier die gewählte notieren.",
      "terrain": "Gelände (bis zu 3 Teile)",
      "terrainHint": "Höhenklassen:",
      "terrainHead": [
        "Geländeteil",
        "Höhe",
        "Sicht",
        "Bewegung",
        "Größe (cm)"
      ],
      "heightClasses": "Klein 0,5–2 cm, Normal 2–4 cm, Groß 4–6 cm, Sehr groß ab 6 cm",
      "gameList": "Spielliste (300 A.P.)",
      "bearer": "Träger",
      "limits": "höchstens {max} A.P. und 20 Figuren; mindestens 275 A.P. · {figures}",
      "figureCount": "{count} Figur | {count} Figuren",
      "limitsBlank": "höchstens 300 A.P. (plus die Hälfte der billigsten Figur, höchstens 10) und 20 Figuren; mindestens 275 A.P.",
      "blankListHint": "Trage deine Spielliste aus deiner Auswahlliste ein, mit dem Träger jeder Zauber-, Wunder-, Artefakt- und Ausrüstungskarte.",
      "result": "Ergebnis",
      "fulfilledIn": "Mission erfüllt am Ende von Runde",
      "notFulfilled": "nicht erfüllt",
      "extended": "Grenzsteine bis Runde 4 gehalten",
      "ph": "PH",
      "pf": "PF (vernichtete A.P.)",
      "bonus": "Bonus-PF",
      "total": "PF gesamt",
      "signatures": "Unterschriften",
      "signPlayer": "Spieler",
      "signOpponent": "Gegner"
    },
    "selection": {
      "intro": "Für die Turnierleitung: die Armee-Auswahlliste, aus der der Spieler jede Spielliste wählt.",
      "kind": "Art",
      "each": "A.P. je",
      "checks": "Prüfungen (TJOST-Auswahlliste)",
      "passed": "erfüllt",
      "failed": "verletzt",
      "checkNames": {
        "selection-points": "Höchstens 400 A.P., Magie und Ausrüstung eingerechnet",
        "copies": "Jede Karte, jeder Zauber, jedes Wunder, Artefakt und jeder Gegenstand höchstens zweimal",
        "personality-copies": "Jede Persönlichkeit höchstens einmal",
        "forbidden-rank": "Keine Figur mit Schatten-Rang",
        "forbidden-card": "Keine Erfahrungskarten, keine Gegenstände und Zauber aus INCARNATION oder CONFRONTATION 1, keine Verbündeten"
      },
      "organiser": "Geprüft von der Turnierleitung",
      "total": "{total} / {limit}"
    },
    "missions": {
      "kicker": "TJOST-Mission",
      "back": "TJOST",
      "backLine": "Mission",
      "duplexHint": "Vorder- und Rückseiten beidseitig drucken (Wenden an der langen Kante); alle Karten haben dieselbe Rückseite.",
      "noteOnForm": "Auf dem Formblatt notieren: {what}",
      "bonusTitle": "Bonus-PF bei Sieg, erfüllt am Ende von",
      "round": "Runde {n}",
      "extended": "verlängert bis Runde 4"
    },
    "results": {
      "head": [
        "Nr.",
        "Runde",
        "Gegner",
        "Mission",
        "Ergebnis",
        "erfüllt Runde",
        "PH",
        "PF",
        "Bonus",
        "PF Spiel",
        "Σ PH",
        "Σ PF"
      ],
      "outcomes": {
        "win": "Sieg",
        "draw": "Unentschieden",
        "loss": "Niederlage",
        "both-lose": "beide verlieren"
      },
      "tiebreak": {
        "won": "Unentschieden, nach PF gewonnen",
        "lost": "Unentschieden, nach PF verloren"
      },
      "summary": "{player} / {faction} / {games} / {ph} PH / {pf} PF",
      "league": "Liga (die {best} besten Spiele zählen): {ph} PH / {pf} PF",
      "blank": "Eine Zeile je Spiel; PH und PF werden von Spiel zu Spiel aufaddiert.",
      "problem": "unmögliches Ergebnis, nicht gewertet",
      "broken": "eigene Armee gebrochen",
      "opponentBroken": "Gegner gebrochen",
      "games": "{count} Spiel | {count} Spiele"
    },
    "quickref": {
      "flow": {
        "title": "Turnierablauf",
        "steps": [
          "Die Paarungen werden bekanntgegeben (in der ersten Runde ausgelost).",
          "Jeder Spieler wählt aus seiner 400-A.P.-Auswahlliste eine Spielliste mit 300 A.P. (höchstens 310).",
          "Lager und Kantenmarker werden platziert, dann das Gelände.",
          "Jeder Spieler zieht zwei Missionen, behält eine geheim (auf dem Turnierformblatt notiert) und mischt die andere zurück.",
          "Die Spieler tauschen ihre Armeekarten zur Ansicht.",
          "Seiten: Wer tauschen will, würfelt einen W6: 1–3 tauschen, 4–6 bleiben.",
          "Geländekorrektur, dann die Schlacht.",
          "Die Wertung (PH und PF) wird notiert; die neue Rangfolge bestimmt die nächsten Paarungen (die Besten gegeneinander)."
        ]
      },
      "length": {
        "title": "Dauer einer Partie",
        "lines": [
          "Höchstens 6 Runden; eine begonnene Runde wird immer zu Ende gespielt (begonnen = beide haben ihren Disziplinwurf gemacht).",
          "Empfohlene Spielzeit: 90 Minuten. Nach 80 Minuten wird die letzte Runde angesagt.",
          "Eine Mission muss innerhalb von 4 Runden erfüllt werden."
        ]
      },
      "victory": {
        "title": "Sieg",
        "lines": [
          "Nur ein Spieler hat seine Mission erfüllt: Er gewinnt am Ende der Runde.",
          "Beide haben sie in derselben Runde erfüllt: Unentschieden.",
          "Keiner bis Ende Runde 4: Es gewinnt, wer die gegnerische Armee gebrochen hat und 20 PF vorn liegt; sonst wird im Rahmen der Grenzen weitergespielt; bleibt es offen, verlieren beide (0 PH).",
          "Eine Armee mit 200 A.P. Verlusten oder mehr ist gebrochen.",
          "Unentschieden: Wer doppelt so viele PF wie der Gegner und mindestens 20 PF mehr hat, gewinnt."
        ]
      },
      "scoring": {
        "title": "Wertung",
        "lines": [
          "PH (Points d’Honneur): Sieg 3, Unentschieden 1, Niederlage 0.",
          "PF (Points de Fauchage): die vernichteten gegnerischen A.P., Magie und Ausrüstung eingerechnet; herbeigerufene und übernommene Figuren zählen mit.",
          "Ein Sieg durch eine Mission bringt Bonus-PF nach der Runde, in der sie erfüllt wurde.",
          "PH und PF werden von Spiel zu Spiel addiert. Rangfolge: zuerst PH, dann PF. Liga: Die 12 besten Spiele zählen."
        ],
        "bonusHead": [
          "Mission erfüllt",
          "Bonus-PF"
        ],
        "round": "Runde {n}",
        "boundary": [
          "Grenzsteine: Ende Runde 3",
          "Grenzsteine: verlängert bis Runde 4"
        ]
      },
      "lists": {
        "title": "Listen",
        "lines": [
          "Auswahlliste: höchstens 400 A.P. mit Magie und Ausrüstung; Persönlichkeiten einmal, alles andere höchstens zweimal; keine Schatten-Ränge, Erfahrungskarten, Gegenstände und Zauber aus INCARNATION oder CONFRONTATION 1 und keine Verbündeten.",
          "Spielliste: 300 A.P., überschreitbar um die Hälfte der billigsten Figur (höchstens 10 A.P.); mindestens 275 A.P.; höchstens 20 Figuren (ein Familiar zählt als eine). Jede Zauber-, Wunder-, Artefakt- und Ausrüstungskarte hat einen Träger, notiert auf dem Formblatt."
        ]
      },
      "missions": {
        "title": "Missionen",
        "head": [
          "Mission",
          "Ziel"
        ]
      },
      "table": {
        "title": "Spielfläche, Lager und Kantenmarker",
        "lines": [
          "Spielfläche 60 × 120 cm, über die Länge gespielt; jede Aufstellungszone ist eine Hälfte (60 × 60 cm). Figuren stellen mindestens ihre BEW von der Mittellinie entfernt auf (Aufklärer ausgenommen).",
          "Lager: 5 × 5 cm in der Mitte jeder Hälfte; groß, blockiert Sicht und Bewegung; WK 8, 8 SP, keine Kampfwürfel.",
          "Kantenmarker: 5 × 5 cm in der Mitte jeder langen Kante; immer nur eine Figur darauf; keine Aufstellung darauf."
        ]
      },
      "placement": {
        "title": "Gelände legen und korrigieren",
        "lines": [
          "Bis zu 3 Teile je Spieler (keine Pflicht), Höhe, Sicht und Bewegung festgelegt. Beide werfen einen W6: Der höhere stellt zuerst vor, der niedrigere legt zuerst, dann abwechselnd; wer dran ist, muss legen. 5 cm Abstand zu Gelände, Lagern und Kantenmarkern.",
          "Korrektur: eine Geländeauswahl je Spieler, einmal (nie Lager oder Kantenmarker); beide werfen einen W6, der höhere korrigiert zuerst oder verzichtet; vor dem Wurf ansagen. Verschieben um W6 × 2,5 cm ohne Drehung (× 1,5, wenn auch gedreht) und/oder um die Mitte drehen; nichts überlappen, nicht über den Rand, 5 cm Abstand zu Gelände, Lagern und Kantenmarkern."
        ]
      },
      "terrain": {
        "title": "Geländemenü",
        "head": [
          "Geländeteil",
          "Höhe",
          "Sicht",
          "Bewegung",
          "Größe (cm)",
          "Besonderes"
        ]
      }
    }
  },
  "chronopia": {
    "quickrefTitle": "Chronopia – Kurzreferenz",
    "warband": "Kampfverband",
    "markersTitle": "Chronopia – Statusmarker",
    "markersHintWithoutList": "Ohne Liste gedruckt: je {n} von jedem Marker, oder so viele, wie zusätzlich gewählt sind.",
    "markersHint": "Für {units} und {figures} auf dem Tisch (ein Streitwagen mit seiner Besatzung ist eine): je Einheit ein Aktivierungs- und ein Panikmarker, je Figur ein Warte- und ein Versteckmarker, je zwei Figuren ein Hingestreckt-Marker.",
    "markersCount": {
      "units": "{count} Einheiten | {count} Einheit | {count} Einheiten",
      "figures": "{count} Figuren | {count} Figur | {count} Figuren"
    },
    "gameSize": "Spielgröße",
    "fallTable": "Fallschaden nach Größe (@:{'stat.G'}) und Höhe",
    "fallHow": "Schaden (Multiplikator) für den Rüstungswurf; „-“ heißt kein Schaden. Die Höhe ist die Fallstrecke in Zoll.",
    "sizeColumn": "@:{'stat.G'}",
    "inch": "{n}\"",
    "term": "Was",
    "rule": "Wie",
    "quickref": {
      "turn": {
        "title": "Zugablauf",
        "rows": [
          [
            "1. Initiative",
            "Jeder Spieler: W20 + höchster @:{'stat.FG'} seiner lebenden, nicht panischen Figuren. Das höchste Ergebnis gewinnt."
          ],
          [
            "2. Erste Einheit",
            "Der Gewinner aktiviert eine eigene Einheit oder bestimmt eine gegnerische, die beginnen muss (nur zu Zugbeginn)."
          ],
          [
            "3. Aktivieren",
            "Abwechselnd je eine Einheit; wer dran ist, muss aktivieren. Jede Figur verbraucht ihre Handlungen (@:{'stat.HDL'}), dann die nächste. Danach Aktivierungsmarker auf die Einheit."
          ],
          [
            "4. Zugende",
            "Haben alle Einheiten gehandelt, kommen alle Aktivierungsmarker weg; andere Marker bleiben. Weiter mit 1."
          ],
          [
            "Streitwagen",
            "Wagen und Besatzung verbrauchen ihre Handlungen gemeinsam; übrige Handlungen der Besatzung: keine Bewegung, kein Warten."
          ]
        ]
      },
      "actions": {
        "title": "Handlungen",
        "rows": [
          [
            "Bewegen",
            "Bis @:{'stat.BW'} Zoll, beliebig drehen. Basekontakt mit einem Feind ist ein Sturmangriff."
          ],
          [
            "Rennen",
            "@:{'stat.BW'} x 1,5. Wer in seiner Aktivierung rennt, darf in ihr nur bewegen und rennen (auch nicht vorher schießen); eine Rennen-Handlung darf aufstehen. Nicht versteckt, nicht über Hindernisse. Sturmangriff nur mit normaler Bewegung als letzter Handlung."
          ],
          [
            "Zielen",
            "+4 @:{'stat.FK'} und +2 Schaden für den Schuss; nicht kumulativ; verfällt, wenn Schütze oder Ziel sich bewegen oder der Zug endet."
          ],
          [
            "Kampf",
            "Nahkampf in Basekontakt oder Fernkampf. W20 gleich/unter @:{'stat.NK'} bzw. @:{'stat.FK'} trifft; 1 = hervorragend, 20 = Patzer."
          ],
          [
            "Spähen",
            "W20 gleich/unter @:{'stat.FG'} entdeckt eine versteckte Figur; -4 hinter Deckung, -4 über 12 Zoll, +4 je weiterem Versuch."
          ],
          [
            "Warten",
            "Wartemarker; bis zur nächsten Aktivierung: Gegenangriff, Standfest, Reaktion (@:{'stat.FG'}-Probe, Schuss mit -4 @:{'stat.FK'}) oder in Deckung springen."
          ],
          [
            "Klettern",
            "@:{'stat.BW'} - 1 Zoll pro Handlung, alle Handlungen; pro Runde W20: 16-20 = Sturz."
          ],
          [
            "Springen",
            "Lücke bis @:{'stat.BW'}/2; mit Anlauf bis @:{'stat.BW'}, W20: 19-20 = Sturz."
          ],
          [
            "Befreien",
            "Beide W20 + @:{'stat.ST'}, höheres Ergebnis gewinnt; Riesig +3, Gigantisch +4; Flieger ohne Probe."
          ],
          [
            "Sammeln",
            "Panische Einheit am Ende ihres Zuges; oder ein Anführer (W20 gleich/unter @:{'stat.FG'}) für eine Einheit mit niedrigerem @:{'stat.FG'} im Umkreis von 4 Zoll."
          ],
          [
            "Befehle geben",
            "Anführer aktiviert eine verbündete Einheit im Umkreis von 4 Zoll, die noch nicht gehandelt hat; einmal pro Zug."
          ],
          [
            "Konzentrieren",
            "+2 @:{'stat.MG'} für Zauber in diesem Zug; nicht kumulativ."
          ]
        ]
      },
      "falling": {
        "title": "Fallen",
        "rows": [
          [
            "Sicher",
            "Bis zur halben Größe (@:{'stat.G'}/2 Zoll) ohne Schaden; mehr: die Figur liegt hingestreckt."
          ],
          [
            "Schaden",
            "@:{'stat.SCH'} 7, +1 je ganzem Zoll über @:{'stat.G'}/2; Multiplikator x1 je 2 dieser Zoll (mindestens x1)."
          ],
          [
            "Beispiel",
            "@:{'stat.G'} 3 fällt 8 Zoll: 8 - 1,5 = 6 ganze Zoll: @:{'stat.SCH'} 13 (x3)."
          ],
          [
            "Getroffene",
            "Ausweichen mit @:{'stat.FG'}-Probe: unter @:{'stat.FG'} minus Größe der fallenden Figur würfeln, sonst ihr Schaden; wartende Figuren weichen ohne Probe aus, verlieren aber ihre Wartestellung."
          ],
          [
            "Herunterspringen",
            "Eine Handlung: bis zur halben Größe (@:{'stat.G'}/2 Zoll) sicher; höher nur nach bestandener @:{'stat.FG'}-Probe, dann Landung bis @:{'stat.BW'} Zoll entfernt ohne Schaden. Untote und Konstrukte ohne Probe."
          ]
        ]
      },
      "melee": {
        "title": "Nahkampf-Modifikatoren",
        "rows": [
          [
            "Sturmangriff",
            "+1 @:{'stat.NK'}, +1 @:{'stat.SCH'} (nicht bergauf)."
          ],
          [
            "Aus dem Versteck",
            "zusätzlich +1 @:{'stat.NK'}, +1 @:{'stat.SCH'}; kein Gegenangriff möglich."
          ],
          [
            "Flieger gegen Boden",
            "beim Sturmangriff zusätzlich +2 @:{'stat.SCH'}."
          ],
          [
            "Sturzflug",
            "@:{'stat.NK'} -4, @:{'stat.SCH'} -2, kein Sturmangriffsbonus."
          ],
          [
            "Überzahl",
            "+1 @:{'stat.NK'}, +1 @:{'stat.SCH'} je verbündeter Figur, die schon gegen das Ziel kämpft."
          ],
          [
            "Verteidigung",
            "@:{'stat.VER'} des Ziels zählt auf @:{'stat.NK'}; hingestreckt: @:{'stat.VER'} +4."
          ],
          [
            "Größe",
            "Angreifer zusammen höchstens 4 x @:{'stat.G'} des Ziels (acht @:{'stat.G'} 1 gegen ein @:{'stat.G'} 2)."
          ],
          [
            "Gegenangriff",
            "Eine wartende Figur kann dem Stürmenden auf halber Strecke begegnen: beide erhalten den Sturmangriffsbonus; beide W20 + @:{'stat.FG'}, der höhere schlägt zuerst (bei Gleichstand neu). Wer einem Freund beispringt, braucht zuerst eine @:{'stat.FG'}-Probe."
          ],
          [
            "Standfest",
            "Eine wartende Figur kann stehen bleiben: W20 + @:{'stat.FG'} entscheidet, wer zuerst schlägt; sie erhält keinen Sturmangriffsbonus."
          ],
          [
            "Beritten",
            "Reiter und Reittier kämpfen mit eigenem @:{'stat.NK'}, beide mit Sturmangriffsbonus; beim Sturmangriff zählt der Reiter die @:{'stat.ST'} des Reittiers zu seinem Schaden."
          ],
          [
            "Streitwagen",
            "Wagen und Besatzung erhalten den Sturmangriffsbonus (die @:{'stat.ST'} der Zugtiere zählt nicht zum Schaden der Besatzung); die Besatzung schlägt rundum, die Zugtiere nur, was sie berührt; Gegenangriff nur nach vorn (180°)."
          ],
          [
            "Flieger in der Luft",
            "Eine Figur am Boden erreicht einen Flieger bis @:{'stat.G'} + @:{'stat.G'}/2 (abgerundet) Zoll Höhe (@:{'stat.G'} 5: 7 Zoll)."
          ],
          [
            "Schaden",
            "Rüstungswurf: W20 gleich/unter @:{'stat.R'} minus Schaden (@:{'stat.SCH'} + @:{'stat.ST'} im Nahkampf) wehrt ab; ein hervorragender Treffer (unmodifizierte 1 beim Angriff) erlaubt keinen."
          ]
        ]
      }
    }
  },
  "abilities": {
    "transport": "Befördert Passagiere auf X Plätzen je Fahrzeug (klein 1, normal 2, groß 3). Sehr große Figuren und Reiter dürfen nicht einsteigen, nach der englischen Ausgabe auch keine Figuren auf Thronen. Ein- und Aussteigen nur am Zugang und solange das Fahrzeug steht; Aussteigende dürfen sich bewegen, aber in dieser Runde weder rennen, angreifen noch schießen. Zerstört mit Passagieren: jeder erleidet eine Verletzung mit STÄ = WK des Fahrzeugs.",
    "impact": "Beim frontalen Angriff erleiden Figuren an der Front eine Verletzung mit STÄ = X × (gefahrene cm ÷ 10, aufgerundet); mit Geschwindigkeitsmarker zählt BEW × 2 als Strecke. Ein Pasch ist dabei keine außergewöhnliche Verletzung.",
    "mowing": "Wer beim Fahren von den Klingen berührt wird, braucht einen INI-Test gegen 6 (schon im Nahkampf: 8; mit Sprung 2 weniger), sonst folgt eine Verletzung mit STÄ X.",
    "rampart": "Im Umkreis von X cm um die Maschine kann keine Figur von einer höheren Höhenstufe herabsinken; aufsteigen bleibt erlaubt. Der Schutz wandert mit der Maschine.",
    "irrepressible": "Fährt die Maschine weiter als ihre BEW und wird nicht gestoppt, bekommt sie einen Geschwindigkeitsmarker. Er bleibt, bis sie anhält oder weniger als ihre BEW fährt; solange wendet sie nur über Kurven, kann von Flanke und Rücken nur angegriffen oder verwickelt werden, wer mehr STÄ hat als ihre WK (englische Ausgabe: mindestens so viel), und erleidet frontal angegriffen keine Angriffsabzüge. Hat sie angehalten, fährt sie in dieser Phase nicht mehr.",
    "inalterable": "Unempfindlich gegen alle Effekte außer Beschuss, Nahkampfangriffen und Angst (die englische Ausgabe nennt Angst nicht). Bei 0 SP ist sie zerstört, nicht sofort tot.",
    "minelayer": "Legt bei der Aufstellung einen Minen- und einen Ködermarker verdeckt bis 20 cm um seine Maschine. Eine Figur bis 5 cm löst den Marker aus; eine Mine trifft alles bis 10 cm mit STÄ 6.",
    "sapper": "Stellt bei der Aufstellung eine Barrikade (Größe einer Kavalleriebase, kleines Hindernis, 2 cm hoch) bis 20 cm um seine Maschine; sie hat WK 10 und X SP.",
    "mechanic": "Am Rundenende, in Kontakt mit seiner beschädigten Maschine und ohne Feindkontakt: 1W6 – ab X gibt es 1 SP zurück, eine 1 kostet 1 SP. Ein Versuch je Maschine und Runde."
  },
  "organiser": {
    "round": "Runde {n}",
    "after": "nach Runde {n}",
    "final": "Endstand",
    "eventLine": "{event} · {date} · {place}",
    "pairings": {
      "head": [
        "Tisch",
        "Spieler",
        "Volk",
        "Gegner",
        "Volk"
      ],
      "bye": "Freilos: {player} (gewertet als {outcome}, {pf} PF)",
      "none": "Noch keine Paarungen.",
      "manual": "Paarungen von Hand geändert.",
      "seed": "Losnummer {seed}"
    },
    "slips": {
      "title": "Ergebniszettel",
      "table": "Tisch",
      "pf": "PF (vernichtete gegnerische AP)",
      "losses": "Verlorene AP",
      "missionPlayed": "Gespielte Mission",
      "mission": "Mission erfüllt in Runde",
      "extended": "Grenzsteine bis Runde 4 gehalten",
      "broken": "Armee gebrochen",
      "outcomeOf": "Ergebnis für {name}",
      "outcomes": {
        "won": "gewonnen",
        "draw": "unentschieden",
        "lost": "verloren",
        "both-lose": "beide verlieren"
      },
      "sign": "Unterschrift",
      "note": "Beide Spieler prüfen und unterschreiben; die Turnierleitung trägt das Ergebnis ein."
    },
    "standings": {
      "head": [
        "Platz",
        "Spieler",
        "Volk",
        "Spiele",
        "PH",
        "PF",
        "Freilose"
      ],
      "dropped": "ausgeschieden",
      "walkovers": "Kampflos",
      "empty": "Noch keine Ergebnisse.",
      "order": "Gewertet nach PH, dann PF (TJOST-Punktwertung)."
    },
    "registration": {
      "valid": "gültig",
      "invalid": "nicht gültig",
      "missing": "noch keine Auswahlliste",
      "points": "{points} AP",
      "counts": "Fehler: {errors}, Warnungen: {warnings}",
      "noIssues": "Keine Probleme gefunden."
    },
    "outcome": {
      "win": "Sieg",
      "draw": "Unentschieden",
      "loss": "Niederlage"
    },
    "noList": "{player}: keine Auswahlliste"
  }
} as const;
