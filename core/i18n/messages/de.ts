import type { Messages } from './en';
import textExportDE from './export.de';
import cliCardsDE from './cli/cards.de';
import cliChronopiaDE from './cli/chronopia.de';
import cliDataDE from './cli/data.de';
import statsDE from './stats.de';
import cliFortificationDE from './cli/fortification.de';
import cliEventDE from './cli/event.de';
import cliLeagueDE from './cli/league.de';
import cliOutputDE from './cli/output.de';
import cliReadDE from './cli/read.de';

/** German messages; same keys and placeholders as the English ones (checked by a test). */
export const de: Messages = {
  issue: {
    card: {
      unknown:
        '{entry}: Die Karte {cardId} steht nicht in der Kartendatenbank, deshalb kann dieser Eintrag nicht geprüft werden. (Kartendatenbank)',
      'other-system': '{entry} ist eine Karte von {system}, nicht von {listSystem}: Eine Liste enthält nur Karten ihres eigenen Spiels. (Kartendatenbank)',
    },
    rule: {
      failed: 'Interner Fehler in der Prüfung {rule}: {reason}. Bitte melde diesen Fehler. (Muster)',
    },
    points: {
      'over-limit': 'Die Liste kostet {total} {unit} und liegt damit {over} über ihrem Limit von {limit}. (Punktelimit)',
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
      'not-servant-none':
        '{entry} ist als Mannschaft der Maschine {machine} eingeteilt, doch deren Karte nennt keine Mannschaft: Dann dienen ihr nur die Figuren, die der Maschine beiliegen. (FORTIFICATION: Mannschaft)',
      'substitute-requirement':
        '{entry} kann nicht als Hilfspersonal der Maschine {machine} dienen: Nötig ist {stat} {min} oder mehr, die Figur hat {actual}. (FORTIFICATION: Hilfspersonal)',
      'substitute-requirement-none':
        '{entry} kann nicht als Hilfspersonal der Maschine {machine} dienen: Die Karte dieser Maschine erlaubt kein Hilfspersonal. (FORTIFICATION: Hilfspersonal)',
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
      'capacity-split':
        '{entry} sind {vehicles} Fahrzeuge mit je {places} Plätzen; die Mitfahrer brauchen {slots} der {capacity} Plätze, lassen sich aber nicht so auf die Fahrzeuge verteilen, dass jede Figur ganz in einem sitzt (pro Figur: klein 1, normalgroß 2, groß 3 Plätze). (FORTIFICATION: Transport / X)',
      'not-transportable': '{entry} kann nicht im Fahrzeug {vehicle} mitfahren: {reason}. (FORTIFICATION: Transport / X)',
    },
    bearer: {
      'not-figure':
        '{entry}: Träger ist {bearer}, das ist keine Figur; Zauber, Wunder, Artefakte und Ausrüstung gehören zu einem Kämpfer oder einer Kriegsmaschine. (Confrontation: Träger)',
      'not-eligible':
        '{entry} ist ein Zauber, Träger ist {bearer}, aber {bearer} ist kein Magier (kein Wert für @:{\'stat.POW\'}); nur Magier wirken Zauber. (Confrontation: Magie)',
      'not-eligible-miracle':
        '{entry} ist ein Wunder, Träger ist {bearer}, aber {bearer} ist kein Gläubiger (kein Wert für @:{\'stat.FAITH\'}); nur Gläubige rufen Wunder an. (Confrontation: Wunder)',
    },
    item: {
      'duplicate-on-bearer':
        '{entry} liegt {count}-mal beim selben Träger ({bearer}), doch {bearer} steht für {figures} Figur(en), und eine Figur trägt dasselbe Artefakt nur einmal. (Confrontation: Artefakte)',
      'not-in-blister':
        '{entry}: Träger ist {bearer}, eine resistente Figur, doch der Gegenstand lag nicht in deren Blister; nach der deutschen Ausgabe tragen solche Figuren nur die Gegenstände aus ihrem eigenen Blister oder ihrer Box. (FORTIFICATION, deutsche Ausgabe: Resistent)',
    },
    chronopia: {
      'chariot-crew':
        '{entry} hat {crew} der {count} Besatzungsfigur, die laut Karte nötig ist. Füge die fehlende Besatzung als Eintrag hinzu und teile sie dem Streitwagen zu. (Chronopia: Streitwagen) | {entry} hat {crew} der {count} Besatzungsfiguren, die laut Karte nötig sind. Füge die fehlende Besatzung als Einträge hinzu und teile sie dem Streitwagen zu. (Chronopia: Streitwagen)',
      'chariot-crew-extra':
        '{entry} hat {count} Besatzungsfigur mehr als die {need}, die laut Karte nötig sind. (Chronopia: Streitwagen) | {entry} hat {count} Besatzungsfiguren mehr als die {need}, die laut Karte nötig sind. (Chronopia: Streitwagen)',
      'chariot-crew-not-crew':
        '{entry} ist als Besatzung eingeteilt (Streitwagen: {machine}), doch die Karte dieses Streitwagens nennt diese Figur nicht als Besatzung. (Chronopia: Streitwagen)',
      'chariot-crew-not-chariot': '{entry} ist als Besatzung des Eintrags {machine} eingeteilt, der kein Streitwagen ist. (Chronopia: Streitwagen)',
      'chariot-crew-twice':
        '{entry} gehört zur Besatzung zweier Streitwagen, {first} und {second}; eine Figur fährt nur auf einem Streitwagen mit. (Chronopia: Streitwagen)',
      'crew-without-chariot':
        '{entry} ist Streitwagenbesatzung (als Besatzung genannt auf der Karte: {machine}), gehört aber zu keinem Streitwagen: Besatzung kommt nur mit ihrem Streitwagen aufs Feld, als eine Figur mit ihm. Teile sie einem Streitwagen als Besatzung zu oder entferne sie. (Chronopia: Streitwagen)',
      'crew-without-chariot-alone':
        '{entry} ist Streitwagenbesatzung (Streitwagen laut Karte: {chariot}), und die Liste hat keinen solchen Streitwagen: Besatzung kommt nur mit ihrem Streitwagen aufs Feld, als eine Figur mit ihm. Füge den Streitwagen hinzu und teile sie ihm als Besatzung zu, oder entferne sie. (Chronopia: Streitwagen)',
      aboard:
        '{entry} ist als Passagier eingeteilt (Fahrzeug: {vehicle}), doch Chronopia kennt keine Passagiere: Auf einem Streitwagen fährt nur seine eigene Besatzung mit, als Besatzung zugeteilt. (Chronopia: Streitwagen)',
    },
    tjost: {
      'selection-points':
        'Die Auswahlliste umfasst {total} A.P., {over} mehr als die {limit} A.P., die eine TJOST-Auswahlliste haben darf (Magie und Ausrüstung eingerechnet). (TJOST: Auswahlliste)',
      'game-points-max':
        'Die Spielliste umfasst {total} A.P., {over} über ihrem Höchstwert von {max}: 300 A.P. plus die Hälfte der billigsten Figur ({cheapest} A.P.), dieser Zuschlag höchstens 10 A.P. (TJOST: 300-A.P.-Aufstellung)',
      'game-points-min': 'Die Spielliste umfasst nur {total} A.P.; nötig sind mindestens {min} A.P. ({missing} fehlen). (TJOST: 300-A.P.-Aufstellung)',
      'figure-count': 'Die Spielliste hat {figures} Figuren; höchstens {max} dürfen mitspielen (ein Familiar zählt als eine Figur). (TJOST: 300-A.P.-Aufstellung)',
      copies:
        '{entry}: Diese Karte steht {count}-mal in der Liste; außer Persönlichkeiten darf jede Karte, jeder Zauber, jedes Wunder, Artefakt und jeder Gegenstand höchstens {max}-mal vorkommen. (TJOST: Auswahlliste)',
      'personality-copies': '{entry} ist eine Persönlichkeit und steht {count}-mal in der Liste; eine Persönlichkeit darf nur einmal vorkommen. (TJOST: Auswahlliste)',
      'forbidden-rank': '{entry} hat einen Schatten-Rang; Figuren mit Schatten-Rang spielen auf Turnieren nicht mit. (TJOST: Auswahlliste)',
      'forbidden-card': '{entry} ist auf Turnieren nicht erlaubt: {reason}. (TJOST: Auswahlliste)',
      'not-in-selection':
        '{entry}: Die Spielliste verwendet {count} Exemplare dieser Karte, ihre Auswahlliste enthält aber nur {inSelection}. (TJOST: 300-A.P.-Aufstellung)',
      'clan-share':
        '{entry} gehört einem anderen Volk an und liegt in einer Clanbox (darin auch: {with}); die Figur darf nur mit diesem Clan aufgestellt werden, wenn mindestens die Hälfte des Clans aufgestellt ist: {fielded} von {total} A.P., nötig sind {need}. (TJOST: Clan- und Themenboxen)',
      'clan-share-no-clan':
        '{entry} liegt in einer Box (darin auch: {with}), in der keine Figur des Volkes dieser Armee liegt; damit ist die Figur ein Verbündeter eines anderen Volkes und nicht erlaubt. (TJOST: Clan- und Themenboxen)',
      'not-in-selection-missing':
        '{entry} steht nicht in der Auswahlliste; eine Spielliste darf nur verwenden, was ihre Auswahlliste enthält. (TJOST: 300-A.P.-Aufstellung)',
      'unassigned-item': '{entry} ist {count}-mal gewählt, aber nur {bearers} Träger sind zugeordnet; jedes Exemplar braucht genau einen Träger. (TJOST: Träger)',
      'unassigned-item-none': '{entry} hat keinen Träger; wähle die Figur, die diese Karte trägt (sie wird auf dem Turnierformblatt vermerkt). (TJOST: Träger)',
      'unassigned-item-more':
        '{entry} ist {bearers} Figuren zugeordnet, aber nicht bezahlt; derselbe Gegenstand auf zwei Trägern muss zweimal bezahlt werden. (TJOST: Träger) | {entry} ist {bearers} Figuren zugeordnet, aber nur einmal bezahlt; derselbe Gegenstand auf zwei Trägern muss zweimal bezahlt werden. (TJOST: Träger) | {entry} ist {bearers} Figuren zugeordnet, aber nur {count}-mal bezahlt; derselbe Gegenstand auf zwei Trägern muss zweimal bezahlt werden. (TJOST: Träger)',
      'result-value-not-whole': '{player}: {field} muss eine ganze Zahl sein. (TJOST: Punktwertung)',
      'result-value-negative': '{player}: {field} kann nicht negativ sein. (TJOST: Punktwertung)',
      'result-value-high': '{player}: {field} ist {value}, mehr als die {max} AP einer Spielliste. Mehr bringen nur Figuren, die im Spiel hinzukamen (durch Zauber, Wunder, Gegenstände oder Fähigkeiten) oder vom Gegner übernommen wurden; bitte den Wert prüfen. (TJOST: Punktwertung)',
      'result-value-mission-round': '{player}: Eine Mission wird am Ende der Runde 1, 2, 3 oder 4 erfüllt, nie später. (TJOST: Missionen)',
      'result-value-mission-round-early': '{player}: Diese Mission kann frühestens am Ende der Runde {earliest} erfüllt sein. (TJOST: Missionen)',
      'result-value-crusade-pf': '{player}: Kreuzzug in Runde {round} erfüllt braucht am Ende dieser Runde mindestens {needed} PF, und mit ihr endet das Spiel; eingetragen sind {value} PF. (TJOST: Missionen, Kreuzzug)',
      'result-value-boundary-stones-round':
        '{player}: Grenzsteine ist am Ende der 3. Runde erfüllt, oder am Ende der 4. Runde, wenn gehalten. (TJOST: Missionen)',
      'result-value-extended-needs-boundary-stones': '{player}: Nur Grenzsteine kann bis Runde 4 gehalten werden. (TJOST: Missionen)',
      'result-mission-rounds':
        '{first} hat die Mission in Runde {round} erfüllt, damit endete die Partie mit dieser Runde; {second} kann sie nicht erst in Runde {later} erfüllt haben. (TJOST: Siegbedingungen)',
      'result-mission-draw':
        'Beide haben ihre Mission in Runde {round} erfüllt: Die Partie ist unentschieden; gewonnen hat sie nur, wer doppelt so viele PF wie der Gegner und 20 mehr hat (PF-Regel). (TJOST: Siegbedingungen)',
      'result-mission-winner': 'Nur {player} hat die Mission erfüllt (Runde {round}), also hat {player} gewonnen. (TJOST: Siegbedingungen)',
      'result-draw-missions':
        'Ein Unentschieden setzt voraus, dass beide ihre Mission in derselben Runde erfüllt haben: Runde für beide eintragen. Ohne Mission gewinnt, wer den Gegner bricht, sonst verlieren beide. (TJOST: Siegbedingungen)',
      'result-break-win':
        '{winner} hat ohne Mission gewonnen: Dafür muss {loser} gebrochen sein ({broken} AP oder mehr Verluste; verloren {losses}) und {winner} {needed} PF Vorsprung haben (Vorsprung {lead}). Missionsrunde, Verluste oder ein anderes Ergebnis eintragen; war ein Spieler nicht da, kampflos. (TJOST: Bruch einer Armee)',
      'result-both-lose':
        '{player} hat den Gegner gebrochen und {needed} PF oder mehr Vorsprung, also hat {player} gewonnen; beide verlieren nur, wenn das keinem gelang. (TJOST: Siegbedingungen)',
      'result-walkover-outcome': 'Ein kampfloser Sieg gehört dem Spieler, der da war: wähle {a} oder {b} als Sieger. (TJOST: der Veranstalter als Schiedsrichter)',
      'result-walkover-game': '{player}: Kampflos wurde nicht gespielt: keine Mission, keine Missionsrunde, keine Verluste, keine gehaltenen Grenzsteine; nur die PF eintragen. (TJOST: der Veranstalter als Schiedsrichter)',
      'registration-system': 'Dies ist eine Liste für {system}; ein TJOST-Turnier spielt Confrontation, sie kann nicht als Auswahlliste angemeldet werden. (TJOST: Auswahlliste)',
      'registration-kind': 'Die Datei ist {kind}; sie wurde als 400-AP-Auswahlliste geprüft. (TJOST: Auswahlliste)',
    },
    oldworld: {
      'unit-size': '{entry} hat {count} Modelle; die Einheit braucht mindestens {min}. (Old World: Einheitengröße)',
      'unit-size-max': '{entry} hat {count} Modelle; die Einheit darf höchstens {max} haben. (Old World: Einheitengröße)',
      'detachment': '{entry} nimmt {name} mit {count} Modellen als Abteilung; sie braucht mindestens {min}. (Old World: Abteilungen)',
      'detachment-max': '{entry} nimmt {name} mit {count} Modellen als Abteilung; sie darf höchstens {max} haben. (Old World: Abteilungen)',
      'detachment-alone': '{entry} wird nur als Abteilung einer Regimentseinheit genommen, nicht allein: nimm sie zu den Abteilungen der Einheit. (Old World: Abteilungen)',
      'detachment-not-regimental': '{entry} ist keine Regimentseinheit und nimmt keine Abteilungen. (Old World: Abteilungen)',
      'detachment-unknown': '{entry} nimmt die Abteilung {card}, die nicht in der Kartendatenbank ist. (Old World: Abteilungen)',
      'detachment-foreign': '{entry} kann {name} nicht als Abteilung nehmen: sie ist keine Abteilung ihrer Armee in dieser Zusammenstellung. (Old World: Abteilungen)',
      'detachment-too-many': '{entry} nimmt {count} Abteilungen; sie darf höchstens {max} nehmen. (Old World: Abteilungen)',
      'detachment-too-few': '{entry} nimmt {count} Abteilungen; sie muss mindestens {min} nehmen. (Old World: Abteilungen)',
      'detachment-option': '{entry}: ihre Abteilung {name} kauft die Option {option}, die ihre Karte nicht anbietet; sie zählt nicht. (Old World: Abteilungen)',
      'option-unknown': '{entry} kauft die Option {option}, die ihre Karte nicht anbietet; sie wird nicht gezählt. (Old World: Optionen)',
      'category-min': '{category} haben {points} Punkte: mindestens {percent} % des Limits von {limit} Punkten ({min} Punkte) müssen es sein, {count} fehlt. ({composition}: Armeezusammenstellung) | {category} haben {points} Punkte: mindestens {percent} % des Limits von {limit} Punkten ({min} Punkte) müssen es sein, {count} fehlen. ({composition}: Armeezusammenstellung)',
      'category-max': '{category} haben {points} Punkte: höchstens {percent} % des Limits von {limit} Punkten ({max} Punkte) dürfen es sein, {over} zu viel. ({composition}: Armeezusammenstellung)',
      'per-points': '{entry}: eine Einheit {units} zu viel; {count} in der Liste, höchstens {max} bei {limit} Punkten. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-flat': '{entry}: eine Einheit {units} zu viel; {count} in der Liste, höchstens {max}, gleich bei welcher Punktgrenze. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-min': '{units}: Die Armee braucht mindestens {min}; die Liste hat {count}. (Armeezusammenstellung: Pflichteinheiten)',
      'per-points-requires': '{entry}: nur erlaubt, wenn die Armee dies enthält: {required}. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-requires-among': '{entry} ({units}): nur erlaubt, wenn die Armee dies enthält: {required}. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-general': '{entry}: nur erlaubt, wenn {required} der General ist. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-general-among': '{entry} ({units}): nur erlaubt, wenn {required} der General ist. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-general-option': '{entry}: nur erlaubt, wenn der General, {general}, {option} hat. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-general-option-among': '{entry} ({units}): nur erlaubt, wenn der General, {general}, {option} hat. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-option': '{entry}: In dieser Zusammenstellung ist {option} Pflicht. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-mounted': '{entry}: In dieser Zusammenstellung ist ein Reittier Pflicht, zu Fuß ist nicht erlaubt. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-item': '{entry}: nur erlaubt, wenn der General {item} trägt. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-item-among': '{entry} ({units}): nur erlaubt, wenn der General {item} trägt. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-per-unit': '{entry}: eine Einheit {units} zu viel; {count} in der Liste, höchstens {max} für die {have} {required} darin. (Armeezusammenstellung: begrenzte Einheiten)',
      'per-points-non-characters': 'Die Armee braucht mindestens {min} Einheiten außer ihren Charakteren (Kriegsmaschinen, Kriegsbestien und Schwärme zählen nicht); sie hat {count}. (Armeezusammenstellung)',
      'per-points-non-characters-march': 'Bei einem Battle March braucht die Armee mindestens {min} Einheiten außer ihren Charakteren (Kriegsbestien und Schwärme zählen nicht, Kriegsmaschinen schon); sie hat {count}. (Battle March)',
      'grand-melee': '{entry}: {points} Punkte; bei Grand Melee darf keine Einheit mehr als {percent} % des Limits von {limit} Punkten kosten ({max} Punkte). (Ausgewogenes Spiel: Grand Melee)',
      'grand-melee-level': 'Die Armee hat {count} Zauberer der Stufe {level}: Grand Melee erlaubt einen je {per} Punkte, {max} bei {limit} Punkten (benannte Charaktere zählen nicht). (Ausgewogenes Spiel: Grand Melee)',
      'grand-melee-models': '{entry} hat {count} der {total} Modelle der Armee: bei Grand Melee darf keine Einheit mehr als die Hälfte haben. (Ausgewogenes Spiel: Grand Melee)',
      'combined-arms': '{entry} ist dieselbe Einheit zum {count}. Mal unter {category}: Combined Arms erlaubt {max} bei {limit} Punkten. (Ausgewogenes Spiel: Combined Arms)',
      'battle-march': '{entry}: {points} Punkte; bei einem Battle March darf eine einzelne Einheit unter {category} höchstens {percent} % des Limits von {limit} Punkten kosten ({max} Punkte). (Battle March)',
      'battle-march-limited': '{entry} ist eine Einheit zu viel, die je 1000 Punkte begrenzt ist ({units}): ein Battle March nimmt solche Einheiten unabhängig von seinen {limit} Punkten, aber nur eine insgesamt; die Armee hat {count}. (Battle March)',
      'general-missing': 'Die Armee hat keinen General: Gib einem ihrer Charaktere das Kommando General. (Old World: der General)',
      'general-missing-ally': '{entry} gehört zu einem verbündeten oder Söldner-Kontingent und kann nicht General der Armee sein. (Old World: der General)',
      'general-missing-leadership': '{entry} ist General mit Moralwert {leadership}, aber {second} hat Moralwert {best}: General muss ein Charakter mit dem höchsten Moralwert sein. (Old World: der General)',
      'general-missing-two': '{entry} ist neben {first} ein zweiter General; eine Armee hat genau einen. (Old World: der General)',
      'battle-standard': '{entry} ist neben {first} ein zweiter Armeestandartenträger; eine Armee hat höchstens einen. (Old World: der Armeestandartenträger)',
      'army-rules': '{entry} verstößt gegen eine Regel seiner Armee. (Old World: Armeeregeln)',
      'army-rules-hierophant-none': 'Eine Armee der Gruftkönige braucht einen Hierophanten: Gib einem ihrer Lichepriester (oder einem Gruftkönig, der die Sprache der Priester spricht, oder Settra) das Kommando Hierophant. (Gruftkönige: der Hierophant)',
      'army-rules-hierophant-two': '{entry} ist neben {first} ein zweiter Hierophant; die Armee hat genau einen. (Gruftkönige: der Hierophant)',
      'army-rules-hierophant-level': '{entry} ist Hierophant als Zauberer der Stufe {level}, aber {second} hat Rang {best}: Hierophant muss sein, wer von allen, die es sein dürfen, den höchsten Rang hat. (Gruftkönige: der Hierophant)',
      'army-rules-hierophant-wizard': '{entry} ist Hierophant, aber kein Zauberer: Hierophant ist ein Lichepriester, Settra oder ein Gruftkönig oder Gruftprinz, der die Sprache der Priester spricht. (Gruftkönige: der Hierophant)',
      'army-rules-hierophant-general': '{entry} ist General, aber nicht Hierophant: in den Mortuary Cults ist der General der Hierophant. (Gruftkönige: Mortuary Cults)',
      'army-rules-general-wizard': '{entry} ist General, aber kein Zauberer: der General der Vampirfürsten muss ein Zauberer sein. (Vampirfürsten: der General)',
      'army-rules-shadow-grows': 'Charaktere mit dem {mark}: {count}; Einheiten damit: {units}. Es müssen gleich viele sein. ({composition}: Der Schatten wächst)',
      'option-group': '{entry} hat eine Auswahl, die ihre Optionsgruppe verletzt. (Old World: Optionen)',
      'option-group-none': '{entry} hat keine Auswahl unter {group}; wähle eine. (Old World: Optionen)',
      'option-group-many': '{entry} hat unter {group} sowohl {option} als auch {other}; nur eines ist erlaubt. (Old World: Optionen)',
      'option-group-exclusive': '{entry} hat sowohl {option} als auch {other}, die sich ausschließen. (Old World: Optionen)',
      'option-group-parent': '{entry}: {option} ist ohne {parent} gewählt; {option} ist eine Unteroption von {parent}. (Old World: Optionen)',
      'option-group-item': '{entry}: {option} setzt den magischen Gegenstand {item} voraus. (Old World: Optionen)',
      'option-group-count': '{entry} nimmt {option} {count}-mal; bei {models} Modellen sind {min} bis {max} erlaubt. (Old World: Optionen)',
      'option-group-count-min': '{entry} nimmt {option} {count}-mal; bei {models} Modellen sind mindestens {min} nötig. (Old World: Optionen)',
      'option-group-detachment': '{entry} ist als Abteilung aufgestellt und hat darum kein Kommando: {option} zählt nicht. (Old World: Optionen)',
      'option-group-lore': '{entry} nutzt {lore}, eine Lehre der Magie, die sie hier nicht nutzen darf; sie nutzt stattdessen die erste, die ihre Armeeliste ihr gibt. (Old World: Lehren der Magie)',
      'magic-item-allowance': '{entry} trägt magische Gegenstände, die die Einheit nicht nehmen darf. (Old World: magische Gegenstände)',
      'magic-item-allowance-points': '{entry} trägt magische Gegenstände für {points} Punkte; erlaubt sind {max} Punkte, {over} zu viel. (Old World: magische Gegenstände)',
      'magic-item-allowance-type': '{entry}: {item} ist nicht erlaubt; erlaubt sind nur {types}, nicht {type}. (Old World: magische Gegenstände)',
      'magic-item-allowance-per-type': '{entry}: {count} Gegenstände der Art {type}; höchstens {max}. (Old World: magische Gegenstände)',
      'magic-item-allowance-master-rune': '{entry} trägt {item} neben einer weiteren Meisterrune der Art {type}; ein Gegenstand trägt höchstens eine Meisterrune. (Old World: magische Gegenstände)',
      'magic-item-allowance-rune-alone': '{entry} trägt {item} zusammen mit einer weiteren Rune der Art {type}; eine allein genommene Rune hat keine anderen Runen neben sich. (Old World: magische Gegenstände)',
      'magic-item-allowance-list': '{entry} nimmt {item} aus der Liste {list}, die diese Armee nicht verwendet. (Old World: magische Gegenstände)',
      'magic-item-allowance-count': '{entry} nimmt {item} {count}-mal; höchstens {max}. (Old World: magische Gegenstände)',
      'magic-item-allowance-slot': '{entry} trägt {item} in einem Kontingent, das die Einheit nicht hat (etwa ein Banner ohne Standartenträger). (Old World: magische Gegenstände)',
      'magic-item-allowance-composition': '{entry}: {item} gibt es nur in {compositions}, nicht in {composition}. (Old World: magische Gegenstände)',
      'magic-item-allowance-composition-rule': '{entry}: {item} gibt es nur, wenn die Liste {rule} folgt. (Old World: magische Gegenstände)',
      'magic-item-allowance-shield': '{entry}: {item} ist ein magischer Schild, und die Karte bietet keinen Schild an (weder als Ausrüstung noch als Rüstung oder Option). (Old World: magische Gegenstände)',
      'magic-item-unique': '{entry}: {item} ist nur einmal je Armee erlaubt und schon vergeben (Träger: {first}). (Old World: magische Gegenstände)',
      'magic-item-combination': '{entry}: dieselbe Kombination der Art {type} wie {first} ({items}); zwei Träger einer Armee dürfen nicht dieselbe Kombination tragen. (Old World: magische Gegenstände, Regel des Stolzes)',
      composition: '{entry} gehört nicht zu {composition}. (Armeezusammenstellung)',
      'composition-option': '{entry}: {option} ist in {composition} nicht erlaubt. (Armeezusammenstellung)',
      'composition-foreign': '{entry}: aus {army}, einer Armee, die mit dieser nicht verbündet ist. (Armeezusammenstellung: Verbündete)',
      'composition-no-allies': '{entry} stammt aus {army}: {composition} nimmt keine Verbündeten, und die Einheit gehört nicht zu ihren Söldnern. (Armeezusammenstellung: Verbündete und Söldner)',
      'composition-unknown': 'Die Armee hat keine Zusammenstellung {composition}. (Armeezusammenstellung)',
    },
    siege: {
      'device-unassigned':
        '{entry} ist keinem Festungselement zugeordnet; jedes Verteidigungsgerät gehört zu genau einer Mauer, einem Turm oder der Toranlage. (Belagerung: Verteidigungsgeräte)',
      'device-per-element': '{entry} hat {count} Verteidigungsgeräte; ein Element darf höchstens eines erhalten. (Belagerung: Verteidigungsgeräte)',
      'device-faction': '{entry} dürfen nur {needed} kaufen; die Armee des Verteidigers ist {army}. (Belagerung: Verteidigungsgeräte)',
      'device-element': '{entry} steht auf {element}, gehört aber auf {needs}. (Belagerung: Verteidigungsgeräte)',
      'occupant-type':
        '{entry} ({troopType}) kann {element} nicht besetzen: Festungselemente halten nur Reguläre oder Schwere Infanterie, Bestien, Schwärme und Kriegsmaschinen; für alle anderen Truppentypen sind sie unpassierbar. (Belagerung: Die Festung)',
      'occupant-type-missing':
        '{element} ist mit Eintrag {entry} besetzt, den die Liste des Verteidigers nicht mehr hat; nimm ihn aus der Besatzung. (Belagerung: Die Festung)',
      'tower-capacity':
        '{entry} ist besetzt mit Einheiten: {units}, Kriegsmaschinen: {machines}; ein Turm fasst höchstens eine Einheit und eine Kriegsmaschine. (Belagerung: Türme)',
      'tower-capacity-mage':
        '{entry} ist ein Magierturm, besetzt mit Einheiten: {units}, Kriegsmaschinen: {machines}; neben dem Magier fasst er eine Einheit und keine Kriegsmaschine. (Belagerung: Magierturm)',
      'wall-machine': '{entry} trägt Kriegsmaschinen: {machines}, Einheiten: {units}; ein Rodell fasst eine Kriegsmaschine pro Einheit. (Belagerung: Rodell)',
      'wall-machine-no-rodell': '{entry} hat kein Rodell und kann daher keine Kriegsmaschine aufnehmen ({machines} platziert). (Belagerung: Rodell)',
      'ammunition-target':
        '{entry} ist für den Eintrag {target} gekauft, der keine Kriegsmaschine ist; Belagerungsmunition gibt es nur für Kriegsmaschinen. (Belagerung: Belagerungsgeräte)',
      'ammunition-target-none': '{entry} ist noch für keine Kriegsmaschine gekauft; wähle die Kriegsmaschine des Angreifers, die sie erhält. (Belagerung: Belagerungsgeräte)',
      'ammunition-target-missing': '{entry} ist für den Eintrag {target} gekauft, der nicht in der Liste des Angreifers steht. (Belagerung: Belagerungsgeräte)',
      'ammunition-target-twice': '{entry}: {target} hat mehr als einmal Belagerungsmunition; eine Kriegsmaschine kann sie nur einmal erhalten. (Belagerung: Belagerungsgeräte)',
      'points-over-limit':
        '{entry} ({side}) kostet {list} Punkte plus {siege} für Verteidigungsanlagen oder Belagerungsgerät: {total}, {over} über dem Limit von {limit}. Anlagen und Gerät werden von den Armeepunkten gekauft. (Belagerungen: Punkte)',
      'defender-share':
        '{entry} kostet {defender} Punkte, {percent} % der {attacker} Punkte des Angreifers; der Verteidiger sollte etwa 75 % der Punkte des Angreifers haben. (Belagerung: Die Armee)',
      'side-list':
        '{entry} ({side}) ist eine Liste für {system}; eine Belagerung tragen Armeen der Old World aus. Verknüpfe eine Old-World-Liste. (Belagerung: Die Armee)',
      'side-list-same': '{entry} ist zugleich als Angreifer und als Verteidiger verknüpft; eine Belagerung tragen zwei Armeen aus. Verknüpfe für eine Seite eine andere Liste. (Belagerung: Die Armee)',
      'side-list-missing': '{entry} hat keine Liste mehr (sie wurde gelöscht, oder ihre Datei lässt sich nicht lesen): Einheiten, Punkte und Besatzung dieser Seite werden nicht geprüft. Hole sie zurück oder verknüpfe eine andere Liste. (Belagerung: Die Armee)',
    },
  },
  cli: {
    fortification: cliFortificationDE,
    chronopia: cliChronopiaDE,
    cards: cliCardsDE,
    data: cliDataDE,
    severity: { error: 'Fehler', warning: 'Warnung' },
    valid: '{file}: gültig. Fehler: {errors}, Warnungen: {warnings}.',
    invalid: '{file}: ungültig. Fehler: {errors}, Warnungen: {warnings}.',
    repaired: '{file}: so nicht gültig: nur mit {repairs} Reparaturen lesbar (oben genannt). Der Rest: Fehler: {errors}, Warnungen: {warnings}.',
    unreadable: '{file}: kann nicht geprüft werden.',
    files: '{files} Dateien: {valid} gültig, {invalid} ungültig, {unreadable} nicht prüfbar.',
    owbFile: 'Old-World-Builder-Datei: {note}',
    /** print und event print ohne --paper: settings.json der App war nicht lesbar ({problem}: Datei und Grund). */
    paper: { unreadable: 'die Einstellungen der App sind nicht lesbar, darum ist das Papier A4 (--paper wählt es): {problem}' },
    /** Eine TJOST-Spielliste, deren verknüpfte Auswahlliste fehlt: die Listendatei daneben mit der ID aus der Verknüpfung wurde genommen. */
    selectionById: 'Auswahlliste über ihre ID gefunden: {file}',
    event: cliEventDE,
    league: cliLeagueDE,
    output: cliOutputDE,
    read: cliReadDE,
  },
  stat: statsDE,
  textExport: textExportDE,
  api: {
    exists: '{file}: Ein Dokument mit dieser Kennung gibt es schon, darum wurde es nicht wiederhergestellt; nichts wurde geändert.',

    broken: {
      unreadable: '{file}: nicht lesbar',
      replacedByImport: 'sie konnte nicht gelesen werden und wurde durch die importierten Karten ersetzt',
      replacedByPack: 'sie konnte nicht gelesen werden und wurde durch das Paket ersetzt',
      packWillReplace: 'sie kann nicht gelesen werden; der Import des Pakets ersetzt sie',
      copyKept: 'eine Kopie wurde als {copy} behalten',
    },
  },
  param: {
    reason: {
      'very-large': 'Sehr große Figuren werden nie transportiert',
      mount: 'Kavallerie, also Figuren mit Reittier, wird nie transportiert',
      throne: 'Figuren auf einem Thron werden nie transportiert',
      'tjost-experience': 'Erfahrungskarten werden auf Turnieren nicht verwendet',
      'tjost-incarnation': 'Gegenstände und Zauber aus INCARNATION sind nicht zugelassen',
      'tjost-confrontation-1': 'Zauber und Gegenstände aus CONFRONTATION 1 sind nicht zugelassen',
      'tjost-ally': 'Verbündete eines anderen Volkes sind nicht erlaubt (Söldner des eigenen Volkes, Elementare und Familiare schon)',
    },
    none: 'keinen Wert',
    specialRules: 'Sonderregeln',
    perModel: 'je Modell',
    detachment: 'Abteilung',
    role: { general: 'General', bsb: 'Armeestandartenträger' },
    category: { characters: 'Charaktere', core: 'Kerneinheiten', special: 'Eliteeinheiten', rare: 'Seltene Einheiten', mercenaries: 'Söldner', allies: 'Verbündete' },
    group: { equipment: 'Waffen', armour: 'Rüstungen', mounts: 'Reittieren', options: 'Optionen', command: 'Kommando' },
    field: { pf: 'PF', losses: 'Verluste', missionRound: 'die Missionsrunde', extended: 'gehalten' },
    system: { confrontation: 'Confrontation', oldworld: 'The Old World', chronopia: 'Chronopia' },
    kind: { standard: 'eine normale Liste', 'tjost-game': 'eine 300-AP-Spielliste', 'tjost-selection': 'eine 400-AP-Auswahlliste' },
  },
};
