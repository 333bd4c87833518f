/**
 * Die Hilfe der Kommandozeile (`muster --help`, `muster <Befehl> --help` und die Aufrufzeile nach
 * einem Aufruffehler). `{or}` ist das `|` zwischen Auswahlwerten (`--lang de{or}en` ergibt
 * `--lang de|en`); Namen und Werte der Optionen bleiben in jeder Sprache gleich.
 */
export default {
  top: `Aufruf: muster <Befehl> [Optionen]

Befehle:
{commands}

'muster <Befehl> --help' zeigt die Optionen eines Befehls.
--lang de{or}en, vor oder nach dem Befehl, wählt die Sprache der Hilfe und der Meldungen (Vorgabe en).`,
  summary: {
    validate: 'Listendateien (auch Old-World-Builder-Listen, Belagerungen) gegen die Regeln prüfen',
    cards: 'Karten der Kartendatenbank auflisten',
    print: 'Dokumente zu einer Liste als PDF drucken',
    export: 'eine Liste als Text, Listendatei oder Old-World-Builder-Datei exportieren',
    import: 'aus einer Old-World-Builder-Liste eine Muster-Liste machen',
    fortification: 'FORTIFICATION-Berechnungen: Schaden, SP-Abzug, Abweichung, Ramme, Bewegung, Reparatur, Zwischenfälle',
    chronopia: 'Chronopia-Berechnungen: Fallen, Nahkampf, Spielgrößen, Einheiten',
    event: 'ein TJOST-Turnier leiten: Anmeldung, Paarungen, Ergebnisse, Tabelle, Bögen',
    league: 'eine TJOST-Ligasaison: Turniere hinzufügen, die Ligatabelle',
    data: 'Kartendaten importieren (Old-World-Builder-Daten, CSV aus einer Tabellenkalkulation)',
  },
  cardOptions: {
    db: 'ein Ordner mit Kartendateien, über die mitgelieferten und eigenen Karten gelegt (mehrfach)',
    noUserCards: `nur die mitgelieferten Karten (und --db-Ordner): ohne die eigenen Karten, die
sonst wie in der App gelesen werden, aus dem Kartenordner des Benutzerdaten-
ordners (MUSTER_USER_DATA legt diesen Ordner fest)`,
  },
  cardNote: `Karten: die mitgelieferten, dann die eigenen (der Kartenordner des Benutzerdatenordners, wie die
App sie liest; MUSTER_USER_DATA legt diesen Ordner fest), dann alle --db DIR-Ordner (mehrfach);
--no-user-cards lässt die eigenen weg.`,
  range: {
    range: '{min} bis {max}',
    decimals: 'Dezimalzahlen mit . oder ,',
    whole: 'ganze Zahlen',
  },
  validate: `Aufruf: muster validate LISTE... [--db DIR]... [--no-user-cards] [--lang de{or}en] [--format text{or}json]
                       [--quiet] [--selection DATEI]

Prüft Listendateien gegen die Regeln ihres Spielsystems (bis zu 1000 Dateien in einem Aufruf), mit
den Karten der App: den mitgelieferten Karten, dann den eigenen.
Eine Belagerung (.muster-siege, Format muster-siege) wird gegen die Belagerungsregeln geprüft,
mit den Listen von Angreifer und Verteidiger, auf die sie verweist.
{cardOptions}
  --selection F   TJOST-Spiellisten: ihre Auswahllistendatei (Vorgabe: die Datei, die die Spielliste nennt)
  --lang de{or}en    Sprache der Meldungen (Vorgabe en)
  --format F      text (Vorgabe) oder json: ein Objekt für eine Datei; für mehrere ein Array mit
                  einem Objekt je Datei ({jsonFields})
  --quiet, -q     mehrere Dateien: nur die Zusammenfassung jeder Datei, nicht ihre Meldungen

Mehrere Dateien: Meldungen und Zusammenfassung jeder Datei, dann die Zählung (auf stderr).
Eine Datei, die sich nur mit Reparaturen lesen lässt (eine Zuordnung zu einem Eintrag, den es nicht
gibt, ein ungültiger Eintrag), wird ohne das Ausgelassene geprüft, das auf stderr genannt wird. Eine
Datei, die nicht UTF-8 ist (von einem Windows-Editor gespeichert), wird als Windows-1252 gelesen,
ebenfalls eine Reparatur.
Exit-Code: 0 keine Fehler (Warnungen erlaubt), 1 eine Liste hat Fehler oder ließ sich nur mit
Reparaturen lesen, 2 falscher Aufruf oder eine unlesbare Datei (die schlechteste aller Dateien zählt).`,
  cards: `Aufruf: muster cards [--system S] [--faction F] [--search TEXT] [--db DIR]... [--no-user-cards]
                    [--format text{or}json{or}csv{or}pack] [--lang de{or}en]

Listet Karten der Kartendatenbank so, wie die App sie zeigt: die mitgelieferten Karten, dann die eigenen.
  --system S      confrontation, oldworld oder chronopia
  --faction F     die ID eines Volks, z. B. goblins-no-dan-kar
  --search TEXT   Wörter, die in deutschen oder englischen Namen, Rängen und Fähigkeiten gesucht werden
                  (Groß-/Kleinschreibung und Akzente egal: "tir-na-bor" findet "Tir-Nâ-Bor")
{cardOptions}
  --format F      text (Vorgabe): eine Tabelle; json: ein Array von Karten; csv: eine Zeile je Karte
                  für eine Tabellenkalkulation (wieder einlesen mit muster data import csv); pack:
                  die eigenen Karten des Volks (nicht die mitgelieferten) als ein Volkspaket zum
                  Weitergeben (braucht --system und --faction, nicht --search; einlesen mit
                  muster data import pack)
  --lang de{or}en    Sprache der Namen in der Tabelle und der Meldung, wenn kein Paket entsteht
                  (Vorgabe en)

Probleme in Kartendateien stehen auf stderr; die übrigen Karten werden trotzdem aufgelistet.
Exit-Code: 0 aufgelistet, 1 --format pack für ein Volk ohne eigene Karten (kein Paket),
2 falscher Aufruf oder ein unlesbarer --db-Ordner.`,
  print: `Aufruf: muster print DOKUMENT [--list DATEI] [--system SPIEL] [--db DIR]... [--no-user-cards]
                    [--paper a4{or}letter] [--lang de{or}en] [--diameter MM]... [--verbose] --out DATEI.pdf

Druckt ein Dokument als PDF, maßstabsgetreu, mit den Karten der App: den mitgelieferten Karten, dann
den eigenen. Was ein Dokument enthält, kann vom Spiel abhängen: dem der Liste, oder --system ohne Liste.
DOKUMENT ist eines von:
  list       Armeeliste, Exemplar für die Turnierleitung (braucht --list)
  opponent   Armeeliste, Exemplar für den Gegner ohne Notizen (braucht --list)
  reference  Referenzblatt der Karten und Tabellen der Liste (braucht --list)
  templates  Abweichungsschablonen der Zonenartillerie der Liste und/oder --diameter MM (Confrontation)
  blast      Explosionsschablonen mit 3 und 5 Zoll (The Old World)
  rulers     Reichweitenlineale: 20 cm (Confrontation), 12 Zoll (The Old World, Chronopia)
  tokens     Spielmarker für die Liste (braucht --list; Confrontation, The Old World): Geschwindigkeit,
             Falle und Köder, blockiert, Zwischenfälle, SP-Leisten. Chronopias Statusmarker: 'markers'
  markers    Confrontation: Lager- und Randmarker (TJOST), Barrikaden für die Pioniere der Liste;
             Chronopia: Statusmarker (Aktivierung, Warten, versteckt, Panik, liegend);
             The Old World: Grundflächen von Rammbock und Belagerungsturm; ohne Spiel: Lager, Rand,
             Grundflächen
  quickref   Kurzreferenz des Spiels: FORTIFICATION-Tabellen (Confrontation, die Vorgabe);
             Chronopia: Spielzug, Aktionen, Fallschaden, Nahkampf; The Old World: Belagerungen
  form       TJOST-Turnierformblatt für eine Spielliste (braucht --list)
  selection  TJOST-Auswahllistenformular für die Turnierleitung (braucht --list)
  missions   die 8 TJOST-Missionskarten (63 x 88 mm, Rückseiten für Duplexdruck)
  results    TJOST-Ergebnisblatt aus --results DATEI (ohne sie leer)
  tjost-quickref  TJOST-Kurzreferenz: Ablauf, Spieldauer, Sieg, Wertung
  siege      Old-World-Belagerungsbogen und Grundflächen einer Belagerung (braucht --siege)
  all        alles, was für die Liste in Frage kommt (braucht --list)
Optionen:
  --list DATEI    die Listendatei
  --system SPIEL  das Spiel eines Dokuments ohne Liste (quickref, markers): confrontation,
                  chronopia oder oldworld; ohne die Option FORTIFICATIONs Kurzreferenz und die
                  Marker aller Spiele. Abgelehnt für ein Dokument, das es für dieses Spiel nicht
                  gibt, oder eine Liste eines anderen Spiels
  --siege DATEI   die Belagerung (.muster-siege) für 'siege'; als --list angegeben geht sie auch
{cardOptions}
  --paper P       a4 oder letter, Groß-/Kleinschreibung egal (auch Letter, US-Letter und A4);
                  Vorgabe: das Papier aus den Einstellungen der App (ohne Einstellungen a4)
  --lang L        en (Vorgabe) oder de
  --force         eine vorhandene --out-Datei ersetzen, auch wenn sie kein PDF ist
  --diameter MM   eine Abweichungsschablone mit diesem Durchmesser (mehrfach, {minDiameter}-{maxDiameter} mm)
  -o, --out DATEI wohin das PDF geschrieben wird (Pflicht)
  --verbose       den Fortschritt auf stderr melden
  --selection F   TJOST-Spielliste: ihre Auswahlliste (Vorgabe: die Datei, die die Spielliste nennt)
  --results F     TJOST-Ergebnisdatei für 'results'
  --event T, --round T, --table T, --opponent T   füllen das Turnierformblatt vor

Exit-Code: 0 geschrieben, 2 falscher Aufruf, unlesbare Eingabe oder nicht schreibbare Ausgabe (dann
wird nichts geschrieben).`,
  export: `Aufruf: muster export LISTE [--format text{or}muster{or}owb] [--lang de{or}en] [--db DIR]... [--no-user-cards]
                     [--style plain{or}markdown{or}compact] [--no-points] [--no-notes] [--special-rules]
                     [--profiles] [--secret] [--out DATEI] [--force]

Exportiert eine Listendatei (eine Muster-Liste oder eine Old-World-Builder-Liste: .owb.json) mit den
Karten der App: den mitgelieferten Karten, dann den eigenen (die Punkte sind also die der App).
  --format text     reiner Text für E-Mail und Foren (Vorgabe)
  --format muster   eine geprüfte, bereinigte Listendatei zum Einlesen anderswo
  --format owb      The Old World: eine Old-World-Builder-Listendatei (.owb.json), die Old World
                    Builder mit denselben Einheiten, Optionen, magischen Gegenständen und derselben
                    Summe öffnet; was sich nicht übertragen lässt, steht auf stderr
  --style plain     der Text mit einer Zeile je Eintrag und dem Gekauften darunter (Vorgabe)
  --style markdown  der Text als Markdown für Discord und Foren (Überschriften, fette Namen)
  --style compact   der Text mit einer Zeile je Einheit
  --no-points       der Text ohne Punkte (keine der Einträge, Kategorien, kein Limit, keine Summe)
  --no-notes        der Text ohne die Notizen der Liste und der Einträge
  --special-rules   die Sonderregeln jedes Eintrags (einer Old-World-Einheit, ihres Reittiers und
                    ihrer Abteilungen) oder die Fähigkeiten einer Confrontation- oder Chronopia-
                    Karte mit ihren Werten
  --profiles        das Profil jedes Eintrags (die Zeilen einer Old-World-Einheit, ihres Reittiers
                    und ihrer Abteilungen)
  --secret          eine geheime Liste wie im Old World Builder: ohne Punkte, ohne magische
                    Gegenstände, ohne Artefakte und Ausrüstung von Confrontation und Chronopia
  --lang de{or}en      Sprache des Textes und dessen, was sich nicht übertragen lässt (Vorgabe en)
{cardOptions}
  -o, --out DATEI   nach DATEI schreiben statt auf die Standardausgabe; eine vorhandene DATEI muss
                    von derselben Art sein (ein Textexport, eine Listendatei, eine Old-World-Builder-
                    Datei) und darf keine der Eingaben sein
  --force           eine vorhandene --out-Datei anderer Art ersetzen

Exit-Code: 0 geschrieben, 2 falscher Aufruf oder unlesbare Eingabe.`,
  import: `Aufruf: muster import DATEI [--out DATEI.muster] [--db DIR]... [--no-user-cards] [--lang de{or}en] [--force]

Macht aus einer Old-World-Builder-Liste (.owb.json, wie ihr Export sie schreibt) eine Muster-
Listendatei: jede Einheit mit Größe, Optionen, Reittieren, Kommando, stapelbaren Anzahlen, magischen
Gegenständen und Notiz, die Beschreibung der Liste als ihre Notizen. Was sich nicht übernehmen
lässt (eine unbekannte Einheit, Option oder ein unbekannter Gegenstand), steht mit seinem Feld auf
stderr, ebenso, was Muster nicht aufbewahrt (eine Zusammenstellungsregel, die es nicht kennt, eine
Lehre, die die Einheit nicht nutzen darf).
Einheiten werden in den Karten der App gesucht: den mitgelieferten Karten, dann den eigenen.
  -o, --out DATEI die zu schreibende Listendatei (Vorgabe: DATEI mit .muster statt .owb.json,
                  daneben); eine vorhandene DATEI muss eine Muster-Listendatei und darf nie die
                  Eingabe sein
{cardOptions}
  --lang de{or}en    Sprache dessen, was auf stderr genannt wird (Vorgabe en)
  --force         eine vorhandene --out-Datei anderer Art ersetzen

Exit-Code: 0 geschrieben, 1 geschrieben, aber Einheiten, Optionen oder Gegenstände ausgelassen,
2 falscher Aufruf oder keine brauchbare Liste (nichts geschrieben).`,
  fortification: `Aufruf: muster fortification <Berechnung> [Optionen] [--lang de{or}en] [--format text{or}json]

Die FORTIFICATION-Berechnungen für Kriegsmaschinen (deutsche und englische Ausgabe):
  damage --str N --res N --dice A,B       Schadenswurf gegen eine Maschine: Schaden, Bereich, verlorene SP
         [--impact-roll]                  ein Rammwurf (ein Pasch gilt nach Tabelle, kein außergewöhnlicher Schaden)
  penalty --sp N [--lost N]               SP-Abzug nach N verlorenen SP (ohne --lost: jede Stufe)
          [--edition de{or}en] [--immobile]  die Stufen der Ausgabe (deutsch: zwei Drittel; englisch: drei Viertel)
  stray --roll D [--direction D]          wie weit (und wohin) ein Zonenschuss abweicht
  impact --impact X --distance CM         Stärke der Ramme nach CM Zentimetern Weg in dieser Runde
         [--speed-counter --mov N]        mit Geschwindigkeitsmarker zählt sie als 2 x BEW
  movement --weight W --servants N        Bewegungsabzug einer immobilen Maschine, von N aus der Mannschaft bewegt
  repair --x X --roll D                   Mechaniker / X am Ende der Runde: +1, 0 oder -1 SP
  incident --equipment steam{or}naphtha --dice "A B C"  Druck-/Injektionswurf: Bonus oder Zwischenfall
           [--cracked] [--damaged-valve] [--incident-roll D]

Exit-Code: 0 erledigt, 2 falscher Aufruf.`,
  chronopia: `Aufruf: muster chronopia sizes{or}fall{or}melee{or}units [Optionen] [--lang de{or}en] [--format text{or}json]

Chronopia-Berechnungen (Chronopia-Regeln, Kapitel 3) und Angaben zu Listen.
  sizes                         Spielgrößen nach Punkten (Held, Patrouille, Armee, Große Schlacht)
  fall --size G --height IN     Fallschaden einer Figur der Größe G, die IN Zoll tief fällt
       [--victim-fg N]          und die FG-Probe einer Figur, auf der sie landet
  melee [--nk N --damage N]     Modifikatoren eines Nahkampfangriffs (und die Endwerte)
        [--charge] [--hidden] [--uphill] [--flyer] [--dive] [--friends N] [--ver N]
        [--target-size G --attacker G...]   das Größenlimit: Angreifer höchstens 4 x das Ziel
  units LISTE [--db DIR]... [--no-user-cards]
                                Kampfverbände und Einzelfiguren einer Chronopia-Liste, ihre
                                Spielgröße und die Statusmarker, die sie braucht

Zahlen sind einfache Dezimalziffern (kein 0x50, 1e3 oder Infinity); ein negativer Wert darf auf
seine Option folgen (--ver -1). Außerhalb des Bereichs ist ein falscher Aufruf:
{ranges}

units liest die Chronopia-Karten.
{cardNote}
Exit-Code: 0 erledigt, 2 falscher Aufruf, eine unlesbare Liste oder ein unlesbarer --db-Ordner.`,
  event: `Aufruf: muster event AKTION TURNIERDATEI [Optionen]

Leitet ein TJOST-Turnier (Confrontation, TJOST-Regeln) in einer Turnierdatei (*.muster-event, siehe
docs/organiser.md). Paarungen, Wertung und Prüfungen folgen Musters Turnierregeln, wie in der App.

  new DATEI --name NAME [--date JJJJ-MM-TT] [--place P] [--organiser O] [--rounds N]
      [--game-minutes M] [--bye-outcome win{or}draw{or}loss] [--bye-pf PF] [--seed S]
                       ein Turnier anlegen (nie über eine vorhandene Datei); --seed legt die
                       Auslosung der 1. Runde fest (0 bis 4294967295, Vorgabe zufällig)
  add DATEI LISTE...   je Auswahlliste einen Spieler anmelden, jede nach den TJOST-Regeln
      [--replace ID]   geprüft; ein Bericht je Spieler (--replace: eine neue Liste für
                       Spieler ID, bis die 1. Runde gepaart ist)
  rename DATEI ID NAME Spieler ID umbenennen (ein Tippfehler im Spielernamen der Liste);
                       jederzeit, Paarungen und Ergebnisse bleiben; einen Namen, den ein
                       anderer Spieler trägt, lehnt es ab
  drop DATEI ID        Spieler ID scheidet aus: nicht mehr gepaart, die bisherigen Ergebnisse
                       bleiben; ein Tisch der letzten Runde ohne Ergebnis wird genannt (ein
                       kampfloser Sieg schließt ihn ab)
  back DATEI ID        Spieler ID ist wieder dabei: ab der nächsten Runde wieder gepaart
                       (ID: die ID eines Spielers oder sein Name in beliebiger Schreibung:
                       "Juergen Mueller")
  check DATEI          der Anmeldebericht: die Liste jedes Spielers erneut geprüft
  pair DATEI           die nächste Runde paaren: Runde 1 per Los, dann nach der Tabelle ohne
                       wiederholte Paarungen, wo möglich; zeigt Tische, Freilos und Wiederholungen
  unpair DATEI         die Paarungen der letzten Runde zurücknehmen (nur solange sie kein
                       Ergebnis hat)
  swap DATEI ID ID [--round N]
                       zwei Spieler einer Runde (Vorgabe: der letzten) von Hand tauschen; ein
                       Tausch, der eine frühere Paarung wiederholt, geschieht mit Warnung
  result DATEI --round R --table T --outcome a{or}b{or}draw{or}both-lose --a-pf PF --b-pf PF
      [--a-mission-round 1-4] [--b-mission-round 1-4] [--a-losses AP] [--b-losses AP]
      [--a-mission ID] [--b-mission ID] [--a-extended] [--b-extended] [--note TEXT]
      [--clear]        das Ergebnis eines Tisches eintragen oder berichtigen (--clear entfernt
                       es); unmögliche Ergebnisse werden mit Begründung abgelehnt; eine
                       Mission mit ihrer ID oder ihrem Namen ('crusade', 'Kreuzzug', 'Für die Ehre')
  result DATEI --round R --table T --outcome a{or}b --walkover [--a-pf PF] [--b-pf PF]
                       kampflos: der Spieler, den --outcome nennt, war da und gewinnt mit den
                       PH eines Sieges, ohne Spiel (keine Missionsprüfung); PF wie angegeben,
                       sonst die PF eines Freiloses für diesen Spieler und 0 für den anderen
  standings DATEI [--round N]  Platz, PH, PF, Spiele, Freilose und kampflose Siege (nach Runde N)
  print DATEI --documents D,... -o AUS.pdf [--round N] [--paper a4{or}letter] [--force]
                       D: pairings, slips, standings, registration, event-forms, event-missions;
                       --paper: Vorgabe ist das Papier aus den Einstellungen der App (sonst a4)
  export DATEI [--format json{or}csv] [-o AUS] [--force]
                       die Ergebnisse für die Liga (JSON für 'muster league add'), nach AUS
                       oder auf die Standardausgabe

Spieler-IDs (p1, p2 ...) nennt 'check --format json'. Jede Aktion nimmt --lang de{or}en; alle außer
print und export nehmen --format text{or}json; add, check, standings und print lesen die
Confrontation-Karten (die aller Spiele, wenn die Liste eines Spielers zu einem anderen Spiel
gehört) und nehmen --db DIR und --no-user-cards.
{cardNote}
Exit-Code: 0 erledigt, 1 von den Regeln abgelehnt (eine Liste mit Fehlern, ein unmögliches
Ergebnis, eine Runde, die sich noch nicht paaren, zurücknehmen oder tauschen lässt, ein neuer
Name, den ein anderer Spieler trägt), 2 falscher Aufruf, eine Liste, die add nicht anmelden
konnte (ein schon angemeldeter Name, ein volles Turnier), ein Spieler, eine Runde oder ein Tisch,
den das Turnier nicht hat, oder eine Datei, die sich nicht lesen oder schreiben lässt.`,
  league: `Aufruf: muster league AKTION LIGADATEI [Optionen]

Eine TJOST-Ligasaison (*.muster-league; TJOST "Ligawertung"): die Ergebnisse ihrer Turniere;
die Tabelle zählt die 12 besten Spiele jedes Spielers, die meisten PH zuerst, bei Gleichstand
nach PF (Freilose und kampflose Siege sind keine Spiele und zählen nicht). Spieler werden über
den Namen zugeordnet: Groß-/Kleinschreibung, Leerzeichen, ü/ue und ß/ss machen keinen anderen
Spieler.

  add DATEI ERGEBNISSE.json... [--name NAME] [--season S]
                       Ergebnisse von Turnieren hinzufügen (von 'muster event export
                       --format json'); ein Turnier, das schon in der Liga ist, wird ersetzt;
                       ein Turnier ohne Spielergebnis wird abgelehnt. Legt DATEI an, wenn sie
                       fehlt (dann wird --name gebraucht)
  table DATEI [--db DIR]... [--no-user-cards]
                       die Ligatabelle: Platz, PH, PF, gewertete Spiele, gespielte, Turniere;
                       die Völker werden nach den Karten benannt

Beide nehmen --lang de{or}en und --format text{or}json.
{cardNote}
Exit-Code: 0 erledigt, 1 ein Turnier ohne Spielergebnis (nichts geändert), 2 falscher Aufruf
oder eine Datei, die sich nicht lesen oder schreiben lässt.`,
  data: `Aufruf: muster data import owb PFAD [--out DIR] [--force] [--dataset-version V] [--format text{or}json] [--lang de{or}en]
        muster data import csv DATEI.csv [--out DIR] [--force] [--lang de{or}en] [--format text{or}json]
        muster data import pack DATEI [--out DIR] [--dry-run] [--force] [--format text{or}json] [--lang de{or}en]

pack: ein Volkspaket (\`muster cards --system S --faction F --format pack\` schreibt eines) ersetzt
die eigenen Karten dieses Volks in <DIR>/<system>/<faction>.json. Die hinzugefügten, geänderten
und entfernten Karten werden zuerst aufgelistet; mit --dry-run wird nichts geschrieben. Eine Karte
des Pakets, die nicht lesbar ist oder die ID einer mitgelieferten Karte oder einer eigenen Karte
eines anderen Volks hat, wird genannt und ausgelassen; die eigene Karte mit dieser ID bleibt. Ein
Paket ohne importierbare Karte ändert nichts (Exit-Code 2).

csv: Kartenzeilen aus einer Tabellenkalkulation (Spalten in docs/data-format.md, "CSV";
\`muster cards --format csv\` schreibt sie) in Kartendateien <DIR>/<system>/<faction>.json,
standardmäßig in den eigenen Kartenordner, wie es Karten importieren (CSV) in der App tut. Eine
Datei, die nicht UTF-8 ist, wird als Windows-1252 gelesen (was Excel und LibreOffice in
Westeuropa als "CSV" speichern), und das wird gesagt. Die Zeilen werden gegen die Karten geprüft,
die die App liest (die mitgelieferten und die eigenen): ein Volk, das Muster kennt, behält seine
Namen, wenn faction_de/faction_en leer sind; eine Zeile mit der ID einer mitgelieferten Karte
oder einer eigenen Karte eines anderen Volks wird abgelehnt; eine Zeile mit einer ID, die schon
in der Datei ihres Volks steht, ersetzt diese Karte. Abgelehnte Zeilen werden mit Zeile und
Spalte genannt, die übrigen geschrieben (Exit-Code 1, wenn eine Zeile abgelehnt wurde). Eine
Volks-ID, die Muster nicht kennt, ohne Namen angegeben, ergibt ein neues Volk, das nach seiner
ID heißt: ein Hinweis nennt es (keine Ablehnung), ebenso eine Spalte, die Muster nicht liest
(Spaltennamen werden in jeder Schreibweise gelesen). --lang de{or}en: die Sprache dieser Meldungen
(Vorgabe en).

Beide schreiben den eigenen Kartenordner wie die App: die Fassung, die eine Datei vorher hatte,
bleibt in ihrem Verlauf (Verlauf in der App); eine Datei mit Problemen wird vorher als
<Name>.broken-<Zeit> kopiert.

owb:

Wandelt Daten von Old World Builder (github.com/nthiebes/old-world-builder, CC BY 4.0) in
Muster-Kartendateien um: jede Armee mit Einheiten, Optionen, Reittieren, Kommando, erlaubten
magischen Gegenständen, Zusammenstellungen und Profilen, dazu die Listen magischer Gegenstände.
  PFAD                 das Old-World-Builder-Repository (alle Armeen, Zusammenstellungen und
                       Profile), sein Ordner public/games/the-old-world oder eine Armeedatei
  -o, --out DIR        wohin die Kartendateien kommen (Vorgabe: der eigene Kartenordner,
                       <Benutzerdaten>/cards/oldworld; die App lädt sie über die mitgelieferten)
  --dataset-version V  die Version der Daten für die Herkunftsangabe der Karten (Vorgabe: der
                       Commit des Repositorys, wenn PFAD ein Git-Checkout ist)
  --format json        der Bericht als JSON
  --force              Dateien in DIR ersetzen, die keine Muster-Kartendateien (oder ihr Bericht)
                       sind; die aus PFAD gelesenen Dateien werden nie ersetzt

Ein erneuter Import neuerer Daten aktualisiert die Karten unter denselben IDs, die Listen
funktionieren also weiter.
Exit-Code: 0 umgewandelt, 2 falscher Aufruf oder keine Old-World-Builder-Dateien gefunden.`,
};
