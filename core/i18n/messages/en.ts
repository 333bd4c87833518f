import textExportEN from './export.en';
import cliCardsEN from './cli/cards.en';
import cliChronopiaEN from './cli/chronopia.en';
import cliDataEN from './cli/data.en';
import statsEN from './stats.en';
import cliFortificationEN from './cli/fortification.en';
import cliEventEN from './cli/event.en';
import cliLeagueEN from './cli/league.en';
import cliOutputEN from './cli/output.en';
import cliReadEN from './cli/read.en';
/**
 * English messages, keyed like vue-i18n messages: nested objects, `{name}` placeholders.
 * Issue messages live under `issue.<code>`; a variant of an issue (params.variant) under
 * `issue.<code>-<variant>`. The characters @ $ | are avoided (vue-i18n syntax).
 */
export const en = {
  issue: {
    card: {
      unknown: '{entry}: the card {cardId} is not in the card database, so this entry cannot be checked. (Card database)',
      'other-system': '{entry} is a card of {system}, not of {listSystem}: a list holds only cards of its own game. (Card database)',
    },
    rule: {
      failed: 'Internal error in the check {rule}: {reason}. Please report this. (Muster)',
    },
    points: {
      'over-limit': 'The list costs {total} {unit}, {over} more than its limit of {limit}. (Points limit)',
    },
    assignment: {
      'unknown-target': '{entry} is assigned to the entry {target}, which is not in the list. (List)',
      duplicate:
        '{entry} is assigned more than once: to {first} and to {second}. A figure serves one war machine or rides in one vehicle, never both and never twice. (FORTIFICATION: Crew and Transport)',
    },
    crew: {
      'below-minimum':
        '{entry} has {crew} of the {min} crew it needs (servants plus substitutes who meet the conditions), so it cannot be used. (FORTIFICATION: Crew)',
      'below-full-operation':
        '{entry} has {crew} crew: enough to use it, but full operation needs {full}. (FORTIFICATION: Crew)',
      'not-servant':
        '{entry} is assigned as a servant of {machine}, but its card is not one of the servants that machine names. (FORTIFICATION: Servants)',
      'not-servant-none':
        '{entry} is assigned as a servant of {machine}, but that machine\'s card names no servants: only the figures that come with the machine serve it. (FORTIFICATION: Servants)',
      'substitute-requirement':
        '{entry} cannot be a substitute on {machine}: it needs {stat} {min} or more and has {actual}. (FORTIFICATION: Substitutes)',
      'substitute-requirement-none':
        '{entry} cannot be a substitute on {machine}: the card of that machine allows no substitutes. (FORTIFICATION: Substitutes)',
      'mobile-machine':
        '{entry} is assigned as crew to {machine}, a mobile machine: its crew is already part of its own card. (FORTIFICATION: Crew)',
      'not-machine': '{entry} is assigned as crew to {machine}, which is not a war machine. (FORTIFICATION: Crew)',
    },
    transport: {
      'no-ability': '{entry} rides aboard {vehicle}, which has no Transport / X ability. (FORTIFICATION: Transport / X)',
      capacity:
        '{entry} carries passengers who need {slots} places, but it has only {capacity} (Small 1, Normal 2, Large 3 places per figure). (FORTIFICATION: Transport / X)',
      'capacity-split':
        '{entry} is {vehicles} vehicles of {places} places each; its passengers need {slots} of the {capacity} places, but they cannot be split among the vehicles with each figure whole in one (Small 1, Normal 2, Large 3 places per figure). (FORTIFICATION: Transport / X)',
      'not-transportable': '{entry} cannot ride aboard {vehicle}: {reason}. (FORTIFICATION: Transport / X)',
    },
    bearer: {
      'not-figure': '{entry} is carried by {bearer}, which is not a figure; spells, miracles, artifacts and equipment go to a fighter or a war machine. (Confrontation: bearers)',
      'not-eligible': '{entry} is a spell carried by {bearer}, which is not a magician (it has no POW); only magicians cast spells. (Confrontation: magic)',
      'not-eligible-miracle': '{entry} is a miracle carried by {bearer}, which is not faithful (it has no FAITH); only the faithful call miracles. (Confrontation: divination)',
    },
    item: {
      'duplicate-on-bearer': '{entry} is on {bearer} {count} times, but {bearer} stands for {figures} figure(s) and a figure carries the same artifact only once. (Confrontation: artifacts)',
      'not-in-blister': '{entry} is carried by {bearer}, an Inalterable figure, but it did not come in its blister; in the German edition such figures carry only the items of their own blister or box. (FORTIFICATION, German edition: Inalterable)',
    },
    chronopia: {
      'chariot-crew':
        '{entry} has {crew} of the {count} crew figure its card calls for. Add the missing crew as an entry and assign it to the chariot. (Chronopia: chariots) | {entry} has {crew} of the {count} crew figures its card calls for. Add the missing crew as entries and assign them to the chariot. (Chronopia: chariots)',
      'chariot-crew-extra':
        '{entry} has {count} crew figure more than the {need} its card calls for. (Chronopia: chariots) | {entry} has {count} crew figures more than the {need} its card calls for. (Chronopia: chariots)',
      'chariot-crew-not-crew':
        '{entry} is assigned as crew to {machine}, but the card of that chariot does not name it among its crew. (Chronopia: chariots)',
      'chariot-crew-not-chariot': '{entry} is assigned as crew to {machine}, which is not a chariot. (Chronopia: chariots)',
      'chariot-crew-twice':
        '{entry} is crew of two chariots, {first} and {second}; a figure rides on one chariot only. (Chronopia: chariots)',
      'crew-without-chariot':
        '{entry} is chariot crew (the card of {machine} names it among its crew) but crews no chariot: crew take the field only with their chariot, as one figure with it. Assign it as crew to a chariot or remove it. (Chronopia: chariots)',
      'crew-without-chariot-alone':
        '{entry} is chariot crew (crew of {chariot}), and the list has no such chariot: crew take the field only with their chariot, as one figure with it. Add the chariot and assign it as its crew, or remove it. (Chronopia: chariots)',
      aboard:
        '{entry} is placed aboard {vehicle}, but Chronopia has no passengers: only a chariot\'s own crew rides on it, assigned as crew. (Chronopia: chariots)',
    },
    tjost: {
      'selection-points':
        'The selection list holds {total} AP, {over} more than the {limit} AP a TJOST selection list may hold (magic and equipment included). (TJOST: selection list)',
      'game-points-max':
        'The game list holds {total} AP, {over} over its maximum of {max}: 300 AP plus half the cost of its cheapest figure ({cheapest} AP), that allowance at most 10 AP. (TJOST: 300 AP game list)',
      'game-points-min': 'The game list holds only {total} AP; it needs at least {min} AP ({missing} more). (TJOST: 300 AP game list)',
      'figure-count': 'The game list has {figures} figures; at most {max} may play (a familiar counts as one figure). (TJOST: 300 AP game list)',
      copies:
        '{entry}: this card is in the list {count} times; apart from personalities, every card, spell, miracle, artifact and item may be taken at most {max} times. (TJOST: selection list)',
      'personality-copies': '{entry} is a personality and is in the list {count} times; a personality may be taken only once. (TJOST: selection list)',
      'forbidden-rank': '{entry} has a Shadow rank; figures of a Shadow rank may not play at tournaments. (TJOST: selection list)',
      'forbidden-card': '{entry} may not be used at tournaments: {reason}. (TJOST: selection list)',
      'not-in-selection':
        '{entry}: the game list uses {count} copies of this card, but its selection list holds only {inSelection}. (TJOST: 300 AP game list)',
      'clan-share':
        '{entry}, of another people, comes in the box of the clan with {with}; it may join that clan only while at least half of the clan is fielded: {fielded} of {total} AP, at least {need} needed. (TJOST: clan and theme boxes)',
      'clan-share-no-clan':
        '{entry} comes in the box with {with}, which holds no figure of this army\'s people; it is an ally of another people and not allowed. (TJOST: clan and theme boxes)',
      'not-in-selection-missing':
        '{entry} is not in the selection list; a game list may only use what its selection list holds. (TJOST: 300 AP game list)',
      'unassigned-item': '{entry} is taken {count} times but carried by only {bearers}; every copy needs exactly one bearer. (TJOST: bearers)',
      'unassigned-item-none': '{entry} has no bearer; choose the figure that carries it (it is noted on the tournament form). (TJOST: bearers)',
      'unassigned-item-more':
        '{entry} is carried by {bearers} figures but paid for none; the same item on two bearers must be paid twice. (TJOST: bearers) | {entry} is carried by {bearers} figures but paid only once; the same item on two bearers must be paid twice. (TJOST: bearers) | {entry} is carried by {bearers} figures but paid only {count} times; the same item on two bearers must be paid twice. (TJOST: bearers)',
      'result-value-not-whole': '{player}: {field} must be a whole number. (TJOST: scoring)',
      'result-value-negative': '{player}: {field} cannot be negative. (TJOST: scoring)',
      'result-value-high': '{player}: {field} is {value}, more than the {max} AP a game list holds. Only figures that came into play during the game (by spells, miracles, items or abilities) or were taken over from the opponent bring more; please check the value. (TJOST: scoring)',
      'result-value-mission-round': '{player}: a mission is fulfilled at the end of round 1, 2, 3 or 4, never later. (TJOST: missions)',
      'result-value-mission-round-early': '{player}: this mission cannot be fulfilled before the end of round {earliest}. (TJOST: missions)',
      'result-value-crusade-pf': '{player}: Crusade fulfilled in round {round} needs at least {needed} PF by the end of that round, and the game ends with it; {value} PF entered. (TJOST: missions, Crusade)',
      'result-value-boundary-stones-round':
        '{player}: Boundary Stones is fulfilled at the end of round 3, or at the end of round 4 when held on. (TJOST: missions)',
      'result-value-extended-needs-boundary-stones': '{player}: only Boundary Stones can be held on to round 4. (TJOST: missions)',
      'result-mission-rounds':
        '{first} fulfilled the mission in round {round}, so the game ended with that round; {second} cannot have fulfilled it in round {later}. (TJOST: victory conditions)',
      'result-mission-draw':
        'Both players fulfilled their missions in round {round}: the game is a draw, won only by a player with double the opponent\'s PF and 20 more (the PF tiebreak). (TJOST: victory conditions)',
      'result-mission-winner': '{player} alone fulfilled the mission (round {round}), so {player} won the game. (TJOST: victory conditions)',
      'result-draw-missions':
        'A draw needs both missions fulfilled in the same round: enter that round for both players. Without missions a game is won by breaking the opponent, or both lose. (TJOST: victory conditions)',
      'result-break-win':
        '{winner} won without a mission: that needs {loser} broken ({broken} AP or more lost; lost {losses}) and a lead of {needed} PF (lead {lead}). Enter the mission round, the losses or another result; when a player was not there, a walkover. (TJOST: breaking an army)',
      'result-both-lose':
        '{player} broke the opponent with a lead of {needed} PF or more, so {player} won; both armies lose only when nobody did. (TJOST: victory conditions)',
      'result-walkover-outcome': 'A walkover is won by the player who was there: choose {a} or {b} as the winner. (TJOST: the organiser as referee)',
      'result-walkover-game': '{player}: a walkover is no game played: it has no mission, mission round, AP lost or Boundary Stones held; enter only the PF. (TJOST: the organiser as referee)',
      'registration-system': 'This is a list for {system}; a TJOST event plays Confrontation, so it cannot be registered as a selection list. (TJOST: selection list)',
      'registration-kind': 'The file is {kind}; it was checked as a 400 AP selection list. (TJOST: selection list)',
    },
    oldworld: {
      'unit-size': '{entry} has {count} models; the unit needs at least {min}. (Old World: unit size)',
      'unit-size-max': '{entry} has {count} models; the unit may have at most {max}. (Old World: unit size)',
      'detachment': '{entry} takes {name} with {count} models as a detachment; it needs at least {min}. (Old World: detachments)',
      'detachment-max': '{entry} takes {name} with {count} models as a detachment; it may have at most {max}. (Old World: detachments)',
      'detachment-alone': '{entry} is taken only as a detachment of a regimental unit, not on its own: add it to the unit\'s detachments. (Old World: detachments)',
      'detachment-not-regimental': '{entry} is no regimental unit and takes no detachments. (Old World: detachments)',
      'detachment-unknown': '{entry} takes the detachment {card}, which is not in the card database. (Old World: detachments)',
      'detachment-foreign': '{entry} cannot take {name} as a detachment: it is no detachment of its army in this composition. (Old World: detachments)',
      'detachment-too-many': '{entry} takes {count} detachments; it may take at most {max}. (Old World: detachments)',
      'detachment-too-few': '{entry} takes {count} detachments; it must take at least {min}. (Old World: detachments)',
      'detachment-option': '{entry}: its detachment {name} buys the option {option}, which its card does not offer; it is not counted. (Old World: detachments)',
      'option-unknown': '{entry} buys the option {option}, which its card does not offer; it is not counted. (Old World: options)',
      'category-min': '{category} hold {points} points: at least {percent}% of the {limit}-point limit ({min} points) must go there, {count} more. ({composition}: army composition)',
      'category-max': '{category} hold {points} points: at most {percent}% of the {limit}-point limit ({max} points) may go there, {over} too many. ({composition}: army composition)',
      'per-points': '{entry}: one unit of {units} too many; {count} in the list, at most {max} at {limit} points. (Army composition: limited units)',
      'per-points-flat': '{entry}: one unit of {units} too many; {count} in the list, at most {max} whatever the points limit. (Army composition: limited units)',
      'per-points-min': '{units}: the army needs at least {min}; the list has {count}. (Army composition: required units)',
      'per-points-requires': '{entry}: allowed only with {required} in the army. (Army composition: limited units)',
      'per-points-requires-among': '{entry} ({units}): allowed only with {required} in the army. (Army composition: limited units)',
      'per-points-general': '{entry}: allowed only when {required} is the General. (Army composition: limited units)',
      'per-points-general-among': '{entry} ({units}): allowed only when {required} is the General. (Army composition: limited units)',
      'per-points-general-option': '{entry}: allowed only when the General, {general}, has {option}. (Army composition: limited units)',
      'per-points-general-option-among': '{entry} ({units}): allowed only when the General, {general}, has {option}. (Army composition: limited units)',
      'per-points-option': '{entry} must take {option} in this composition. (Army composition: limited units)',
      'per-points-mounted': '{entry} must ride a mount in this composition, not go on foot. (Army composition: limited units)',
      'per-points-item': '{entry}: allowed only when the General carries {item}. (Army composition: limited units)',
      'per-points-item-among': '{entry} ({units}): allowed only when the General carries {item}. (Army composition: limited units)',
      'per-points-per-unit': '{entry}: one unit of {units} too many; {count} in the list, at most {max} for the {have} {required} in it. (Army composition: limited units)',
      'per-points-non-characters': 'The army needs at least {min} units besides its characters (war machines, war beasts and swarms do not count); it has {count}. (Army composition)',
      'per-points-non-characters-march': 'In a Battle March the army needs at least {min} units besides its characters (war beasts and swarms do not count; war machines do); it has {count}. (Battle March)',
      'grand-melee': '{entry}: {points} points; in Grand Melee no unit may cost more than {percent}% of the {limit}-point limit ({max} points). (Matched play: Grand Melee)',
      'grand-melee-level': 'The army has {count} Level {level} Wizards: Grand Melee allows one per {per} points, {max} at {limit} points (named characters do not count). (Matched play: Grand Melee)',
      'grand-melee-models': '{entry} holds {count} of the army\'s {total} models: in Grand Melee no unit may hold more than half of them. (Matched play: Grand Melee)',
      'combined-arms': '{entry} is the same unit taken {count} times among the {category}: Combined Arms allows {max} at {limit} points. (Matched play: Combined Arms)',
      'battle-march': '{entry}: {points} points; in a Battle March a single unit among the {category} may cost at most {percent}% of the {limit}-point limit ({max} points). (Battle March)',
      'battle-march-limited': '{entry} is one unit limited per 1000 points ({units}) too many: a Battle March takes such units regardless of its {limit} points, but only one in all; the army has {count}. (Battle March)',
      'general-missing': 'The army has no General: give one of its characters the General command. (Old World: the General)',
      'general-missing-ally': '{entry} belongs to an allied or mercenary contingent and cannot be the army\'s General. (Old World: the General)',
      'general-missing-leadership': '{entry} is the General with Leadership {leadership}, but {second} has Leadership {best}: the General must be a character with the highest Leadership. (Old World: the General)',
      'general-missing-two': '{entry} is a second General besides {first}; an army has exactly one. (Old World: the General)',
      'battle-standard': '{entry} is a second Battle Standard Bearer besides {first}; an army has at most one. (Old World: the Battle Standard Bearer)',
      'army-rules': '{entry} breaks a rule of its army. (Old World: army rules)',
      'army-rules-hierophant-none': 'A Tomb Kings army needs a Hierophant: give one of its Liche Priests (or a Tomb King speaking the Language of the Priests, or Settra) the Hierophant command. (Tomb Kings: the Hierophant)',
      'army-rules-hierophant-two': '{entry} is a second Hierophant besides {first}; the army has exactly one. (Tomb Kings: the Hierophant)',
      'army-rules-hierophant-level': '{entry} is the Hierophant as a Level {level} wizard, but {second} ranks {best}: the Hierophant must rank highest among those who may be it. (Tomb Kings: the Hierophant)',
      'army-rules-hierophant-wizard': '{entry} is the Hierophant but no wizard: the Hierophant is a Liche Priest, Settra or a Tomb King or Tomb Prince speaking the Language of the Priests. (Tomb Kings: the Hierophant)',
      'army-rules-hierophant-general': '{entry} is the General but not the Hierophant: in the Mortuary Cults the General is the Hierophant. (Tomb Kings: Mortuary Cults)',
      'army-rules-general-wizard': '{entry} is the General but no wizard: a Vampire Counts General must be a wizard. (Vampire Counts: the General)',
      'army-rules-shadow-grows': 'Characters with the {mark}: {count}; units with it: {units}. They must be as many. ({composition}: The Shadow Grows)',
      'option-group': '{entry} has a choice that breaks its group of options. (Old World: options)',
      'option-group-none': '{entry} has nothing chosen among its {group}; choose one. (Old World: options)',
      'option-group-many': '{entry} has both {option} and {other} among its {group}; only one may be chosen. (Old World: options)',
      'option-group-exclusive': '{entry} has both {option} and {other}, which exclude each other. (Old World: options)',
      'option-group-parent': '{entry} has {option} without {parent}, which it belongs to. (Old World: options)',
      'option-group-item': '{entry} has {option}, which needs the magic item {item}. (Old World: options)',
      'option-group-count': '{entry} takes {option} {count} times; with {models} models, {min} to {max} are allowed. (Old World: options)',
      'option-group-count-min': '{entry} takes {option} {count} times; with {models} models, at least {min} are needed. (Old World: options)',
      'option-group-detachment': '{entry} is taken as a detachment, which has no command: {option} is not counted. (Old World: options)',
      'option-group-lore': '{entry} uses {lore}, a lore of magic it may not use here; it uses the first its army list gives it instead. (Old World: lores of magic)',
      'magic-item-allowance': '{entry} carries magic items it may not take. (Old World: magic items)',
      'magic-item-allowance-points': '{entry} carries {points} points of magic items; its allowance is {max} points, {over} too many. (Old World: magic items)',
      'magic-item-allowance-type': '{entry}: {item} is not allowed; only {types} may be taken here, not {type}. (Old World: magic items)',
      'magic-item-allowance-per-type': '{entry}: {count} items of the type {type}; at most {max}. (Old World: magic items)',
      'magic-item-allowance-master-rune': '{entry} carries {item} beside another Master rune of the type {type}; an item has one Master rune at most. (Old World: magic items)',
      'magic-item-allowance-rune-alone': '{entry} carries {item} together with another rune of the type {type}; a rune taken alone has no other runes beside it. (Old World: magic items)',
      'magic-item-allowance-list': '{entry} takes {item} from the item list {list}, which this army does not use. (Old World: magic items)',
      'magic-item-allowance-count': '{entry} takes {item} {count} times; at most {max}. (Old World: magic items)',
      'magic-item-allowance-slot': '{entry} carries {item} in an allowance it does not have (e.g. a banner without a standard bearer). (Old World: magic items)',
      'magic-item-allowance-composition': '{entry}: {item} is available only in {compositions}, not in {composition}. (Old World: magic items)',
      'magic-item-allowance-composition-rule': '{entry}: {item} is available only when the list follows {rule}. (Old World: magic items)',
      'magic-item-allowance-shield': '{entry}: {item} is a magic shield, and the card offers no shield (as equipment, armour or an option) to carry it. (Old World: magic items)',
      'magic-item-unique': '{entry}: {item} is allowed only once per army and is already carried by {first}. (Old World: magic items)',
      'magic-item-combination': '{entry}: the same combination of the type {type} as {first} ({items}); no two bearers in an army may carry the same combination. (Old World: magic items, Rule of Pride)',
      composition: '{entry} is not part of {composition}. (Army composition)',
      'composition-option': '{entry} has {option}, which {composition} does not allow. (Army composition)',
      'composition-foreign': '{entry} comes from {army}, which is no ally of this army. (Army composition: allies)',
      'composition-no-allies': '{entry} comes from {army}: {composition} takes no allies, and the unit is none of its mercenaries. (Army composition: allies and mercenaries)',
      'composition-unknown': 'The army has no composition {composition}. (Army composition)',
    },
    siege: {
      'device-unassigned':
        '{entry} is not assigned to a fortress element; every defence device belongs to exactly one wall, tower or gatehouse. (Sieges: defence devices)',
      'device-per-element': '{entry} has {count} defence devices; an element may have one at most. (Sieges: defence devices)',
      'device-faction': '{entry} may only be bought by {needed}; the defending army is {army}. (Sieges: defence devices)',
      'device-element': '{entry} is on {element}, but it belongs on {needs}. (Sieges: defence devices)',
      'occupant-type':
        '{entry} ({troopType}) cannot occupy {element}: only Regular or Heavy Infantry, Beasts, Swarms and war machines hold fortress elements; for every other troop type they are impassable. (Sieges: the fortress)',
      'occupant-type-missing':
        '{element} holds entry {entry}, which the defender\'s list no longer has; take it out of the garrison. (Sieges: the fortress)',
      'tower-capacity':
        '{entry} holds units: {units}, war machines: {machines}; a tower takes at most one unit and one war machine. (Sieges: towers)',
      'tower-capacity-mage':
        '{entry} is a Mage tower holding units: {units}, war machines: {machines}; besides its wizard it takes one unit and no war machine. (Sieges: Mage tower)',
      'wall-machine': '{entry} holds war machines: {machines}, units: {units}; a Rodell takes one war machine per unit. (Sieges: Rodell)',
      'wall-machine-no-rodell': '{entry} has no Rodell, so it cannot hold a war machine ({machines} placed). (Sieges: Rodell)',
      'ammunition-target':
        '{entry} is bought for {target}, which is not a war machine; siege ammunition is for war machines only. (Sieges: siege equipment)',
      'ammunition-target-none': "{entry} is not bought for a war machine yet; choose the attacker's war machine it is for. (Sieges: siege equipment)",
      'ammunition-target-missing': "{entry} is bought for {target}, which is not in the attacker's list. (Sieges: siege equipment)",
      'ammunition-target-twice': '{entry}: {target} has siege ammunition more than once; a war machine can have it once. (Sieges: siege equipment)',
      'points-over-limit':
        '{entry} ({side}) costs {list} points plus {siege} for siege devices or equipment: {total}, {over} over its limit of {limit}. Devices and equipment are bought from the army points. (Sieges: points)',
      'defender-share':
        "{entry} costs {defender} points, {percent}% of the attacker's {attacker}; a defender should have about 75% of the attacker's points. (Sieges: the armies)",
      'side-list':
        "{entry} ({side}) is a list for {system}; a siege is fought between Old World armies. Link an Old World list. (Sieges: the armies)",
      'side-list-same': '{entry} is linked as both attacker and defender; a siege is fought between two armies. Link another list for one side. (Sieges: the armies)',
      'side-list-missing': "{entry}'s list is not there (deleted, or its file cannot be read): its units, points and garrison are not checked. Restore it or link another list. (Sieges: the armies)",
    },
  },
  cli: {
    fortification: cliFortificationEN,
    chronopia: cliChronopiaEN,
    cards: cliCardsEN,
    data: cliDataEN,
    severity: { error: 'error', warning: 'warning' },
    valid: '{file}: valid. Errors: {errors}, warnings: {warnings}.',
    invalid: '{file}: not valid. Errors: {errors}, warnings: {warnings}.',
    repaired: '{file}: not valid as written: read only with {repairs} repairs (named above). The rest: errors: {errors}, warnings: {warnings}.',
    unreadable: '{file}: cannot be checked.',
    files: '{files} files: {valid} valid, {invalid} not valid, {unreadable} cannot be checked.',
    owbFile: 'Old World Builder file: {note}',
    /** print and event print without --paper: the app's settings.json could not be read ({problem}: file and reason). */
    paper: { unreadable: "cannot read the app's settings, so the paper is A4 (--paper chooses it): {problem}" },
    /** A TJOST game list whose linked selection list is not there: the list file beside it with the id the link names was used. */
    selectionById: 'selection list found by its id: {file}',
    event: cliEventEN,
    league: cliLeagueEN,
    output: cliOutputEN,
    read: cliReadEN,
  },
  stat: statsEN,
  textExport: textExportEN,
  api: {
    /** A document restored from the trash where one with its id is now (file-store restore). */
    exists: '{file}: a document with this id exists already, so it was not restored; nothing was changed.',
    /** A user card file an import met that could not be read: its problems, then what happened to it, then the copy kept. */
    broken: {
      unreadable: '{file}: unreadable',
      replacedByImport: 'it could not be read and was replaced by the imported cards',
      replacedByPack: 'it could not be read and was replaced by the pack',
      packWillReplace: 'it cannot be read; importing the pack replaces it',
      copyKept: 'a copy was kept as {copy}',
    },
  },
  param: {
    reason: {
      'very-large': 'fighters of Very Large size are never transported',
      mount: 'figures with a mount are never transported',
      throne: 'figures sitting on a throne are never transported',
      'tjost-experience': 'experience cards are not used at tournaments',
      'tjost-incarnation': 'items and spells from INCARNATION are not allowed',
      'tjost-confrontation-1': 'spells and items of CONFRONTATION 1 are not allowed',
      'tjost-ally': 'allies from another people are not allowed (mercenaries of the own people, elementals and familiars are)',
    },
    /** Shown for `actual` when the card has no value for the stat. */
    none: 'no value',
    specialRules: 'Special rules',
    perModel: 'per model',
    detachment: 'Detachment',
    role: { general: 'General', bsb: 'Battle Standard Bearer' },
    category: { characters: 'Characters', core: 'Core units', special: 'Special units', rare: 'Rare units', mercenaries: 'Mercenaries', allies: 'Allies' },
    group: { equipment: 'weapons', armour: 'armour', mounts: 'mounts', options: 'options', command: 'command' },
    field: { pf: 'PF', losses: 'losses', missionRound: 'the mission round', extended: 'held on' },
    system: { confrontation: 'Confrontation', oldworld: 'The Old World', chronopia: 'Chronopia' },
    kind: { standard: 'a standard list', 'tjost-game': 'a 300 AP game list', 'tjost-selection': 'a 400 AP selection list' },
  },
};

/** Shape every language must have. */
export type Messages = typeof en;
