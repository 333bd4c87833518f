/**
 * English texts of the printed sheets (`sheet.*` in the one catalogue): labels, FORTIFICATION, siege,
 * TJOST and Chronopia texts. `{name}` placeholders are filled by main/print/text; `a | b` are plural forms.
 */
export default {
  "labels": {
    "documents": {
      "list": "Army list – organiser copy",
      "opponent": "Army list – opponent copy",
      "reference": "Reference sheet",
      "templates": "Dispersion templates",
      "blast": "Blast templates",
      "rulers": "Range rulers",
      "tokens": "Counters",
      "markers": "Markers and footprints",
      "quickref": "FORTIFICATION quick reference",
      "form": "TJOST tournament form",
      "selection": "TJOST selection list (400 AP)",
      "missions": "TJOST mission cards",
      "results": "TJOST results",
      "tjost-quickref": "TJOST quick reference",
      "siege": "Siege sheet",
      "pairings": "TJOST pairings and tables",
      "slips": "TJOST score slips",
      "standings": "TJOST standings",
      "registration": "TJOST registration report",
      "event-forms": "TJOST tournament forms of every player",
      "event-missions": "TJOST mission cards of every player"
    },
    "subject": "Printed sheets for a tabletop army",
    "printSet": "Print set",
    "fileNames": {
      "list": "list",
      "opponent": "opponent copy",
      "reference": "reference sheet",
      "templates": "dispersion templates",
      "blast": "blast templates",
      "rulers": "rulers",
      "tokens": "counters",
      "markers": "markers",
      "quickref": "quick reference",
      "form": "tournament form",
      "selection": "selection list",
      "missions": "mission cards",
      "results": "results",
      "tjost-quickref": "TJOST quick reference",
      "siege": "siege sheet",
      "pairings": "pairings",
      "slips": "score slips",
      "standings": "standings",
      "registration": "registration report",
      "event-forms": "tournament forms",
      "event-missions": "mission cards",
      "several": "print",
      "round": "round {n}"
    },
    "back": "back",
    "blankForDuplex": "This page is left blank for double-sided printing: the next piece and its back share a sheet.",
    "page": "Page {n} of {total}",
    "calibrationNote": "Print at 100% / actual size – switch off “fit to page”.",
    "calibrationCheck": "Check: the upper bar measures exactly 100 mm, the lower one 4 inches.",
    "cm": "cm",
    "inch": "in",
    "listKinds": {
      "standard": "@:{'lists.kind.standard'}",
      "tjost-selection": "TJOST selection list",
      "tjost-game": "TJOST game list"
    },
    "header": {
      "player": "Player",
      "system": "System",
      "faction": "Faction",
      "limit": "Points limit",
      "kind": "List kind",
      "date": "Date",
      "list": "List"
    },
    "columns": {
      "row": "#",
      "count": "Count",
      "card": "Card",
      "rank": "Rank",
      "unit": "Unit",
      "category": "Category",
      "points": "Points",
      "assigned": "Assigned"
    },
    "total": "Total",
    "figures": "{n} figure | {n} figures",
    "figuresOnTable": "{n} figure on the table | {n} figures on the table",
    "sample": "(sample)",
    "unknownCard": "unknown card “{id}”",
    "note": "Note",
    "assignment": {
      "servant": "servant of {m}",
      "chariotCrew": "crew of {m}",
      "substitute": "substitute on {m}",
      "aboard": "aboard {v}",
      "bearer": "carried by {b}",
      "crew": "Crew",
      "passengers": "Aboard",
      "carries": "Carries"
    },
    "validation": {
      "title": "Check against the rules",
      "valid": "Valid: the list breaks no rule Muster checks.",
      "summary": "{errors}, {warnings}",
      "error": "Error",
      "warning": "Warning",
      "pending": "Not checked: the rules are not available.",
      "errors": "{count} error | {count} errors",
      "warnings": "{count} warning | {count} warnings"
    },
    "reference": {
      "profile": "Profile",
      "abilities": {
        "confrontation": "Abilities",
        "chronopia": "Special abilities",
        "oldworld": "@:{'param.specialRules'}"
      },
      "warMachine": "War machine",
      "mobility": {
        "mobile": "mobile",
        "immobile": "immobile"
      },
      "weight": "Weight",
      "structurePoints": "Structure Points",
      "crew": "Crew",
      "servants": "Servants",
      "anyServant": "only the figures that come with the machine",
      "substitutes": "Substitutes",
      "noSubstitutes": "none allowed",
      "fullOperation": "Full operation",
      "transport": "Transport",
      "access": {
        "front": "access at the front",
        "rear": "access at the rear",
        "sides": "access at the sides",
        "all": "access from all sides"
      },
      "artillery": "Artillery",
      "artilleryClass": {
        "light": "light",
        "heavy": "heavy"
      },
      "artilleryKind": {
        "perforating": "perforating",
        "zone": "zone"
      },
      "template": "template Ø {d} mm",
      "equipment": {
        "steam": "steam equipment (Pressure roll)",
        "naphtha": "naphtha equipment (Injection roll)"
      },
      "size": {
        "small": "Small",
        "normal": "Normal",
        "large": "Large",
        "very-large": "Very Large"
      },
      "kinds": {
        "fighter": "Fighter",
        "war-machine": "War machine",
        "spell": "Spell",
        "miracle": "Miracle",
        "artifact": "Artifact",
        "equipment": "Equipment",
        "experience": "Experience"
      },
      "personality": "Personality",
      "figuresPerCard": "{n} figures per card",
      "chariotCrew": "Crew",
      "drawnBy": "drawn by"
    },
    "templates": {
      "title": "{name} – Ø {d} mm",
      "onDemand": "Template on demand",
      "strayTable": "Stray distance",
      "d6": "d6",
      "distance": "distance",
      "strayRuler": "Stray ruler",
      "lineOfFire": "Arrow 1 points away from the shooter along the line of fire."
    },
    "blast": {
      "title": "{inch}-inch template",
      "hole": "centre"
    },
    "rulers": {
      "metric": "Range ruler 20 cm",
      "imperial": "Range ruler 12 inch – part {part} of {parts}"
    },
    "tokens": {
      "speed": "Speed",
      "trap": "Trap",
      "decoy": "Decoy",
      "jammed": "Jammed",
      "trapDecoyBack": "Minelayer",
      "spTracker": "SP",
      "duplexHint": "Print these two pages double-sided (flip on long edge): traps and decoys share the same back."
    },
    "markers": {
      "camp": "Camp",
      "edge": "Edge marker",
      "barricade": "Barricade",
      "resilience": "RES",
      "structurePoints": "SP",
      "ram": "Ram",
      "siegeTower": "Siege tower",
      "base": "base {w} × {h} mm"
    }
  },
  "fortification": {
    "damage": {
      "title": "Damage table (machines with SP)",
      "how": "Roll 2d6. STR + both dice − RES gives the row, the lower die gives the column; the cell is the SP lost. A 6 is not rolled again and a 1 is no failure.",
      "damage": "Damage"
    },
    "exceptional": {
      "title": "Exceptional damage (doubles)",
      "how": "A double ignores STR and RES: the machine loses the SP below.",
      "double": "Double",
      "sp": "SP lost",
      "none": "none"
    },
    "penalties": {
      "title": "Penalties from lost SP",
      "how": {
        "en": "Mobile machines suffer a penalty on INI, ATT, DEF and AIM rolls once they have lost a quarter of their SP (−1), half (−2) or three quarters (−3). Each step replaces the one before and lasts to the end of the game (English edition).",
        "de": "Mobile machines suffer a penalty on INI, ATT, DEF and AIM rolls once they have lost a quarter of their SP (−1), half (−2) or two thirds (−3). Each step replaces the one before; repairs can lift it again (German edition)."
      },
      "machine": "Machine",
      "immobile": "immobile: no penalty",
      "step": "{penalty} from {lost} SP lost",
      "none": "none before it is destroyed"
    },
    "stray": {
      "title": "Zone artillery",
      "how": "A missed shot strays: lay the template on the target with arrow 1 pointing away from the shooter, roll a d6 for the distance, then a d6 for the arrow it strays along.",
      "d6": "d6",
      "distance": "Stray",
      "zone": "Figures under the template: light artillery hits on 4+ with half STR (rounded up), heavy artillery on 3+ with full STR.",
      "perforating": "Perforating shots: light artillery loses 2 STR per further target, heavy artillery none.",
      "jam": {
        "en": "An Aim roll of 1 jams the weapon: no shot next round (English edition).",
        "de": "An Aim roll of 1 jams the weapon: this shot and its other shots this round are lost; it fires again from the next round (German edition)."
      }
    },
    "wounds": {
      "title": "Direct wounds on a machine",
      "how": "An effect that wounds the machine directly costs SP:",
      "wound": "Wound",
      "sp": "SP lost"
    },
    "movement": {
      "title": "Movement, impact and repair",
      "lines": [
        "Immobile machines: the servants moving it lose MOV equal to its Weight, 2 less for each servant after the first (Weight 8: 8, 6, 4).",
        "Curves: a machine with Weight drives straight at least its Weight in cm between two 45° curves; running covers up to 2 × MOV.",
        "Impact / X: STR = X × started 10 cm driven before the contact (23 cm: 3 × X); with a speed counter the distance counts as 2 × MOV.",
        "Mechanic / X: at the end of the round roll a d6; X or more repairs 1 SP, a 1 costs 1 SP."
      ]
    },
    "incidents": {
      "title": "Incidents (steam and naphtha)",
      "how": "A 1 on a Pressure or Injection Roll gives no bonus: roll a d6 on this table.",
      "roll": "d6",
      "incident": "Incident",
      "effect": "Effect"
    }
  },
  "siege": {
    "title": "Siege sheet – {name}",
    "valid": "Valid: the siege breaks no rule Muster checks.",
    "attacker": "Attacker",
    "defender": "Defender",
    "noList": "no list linked",
    "points": "Points",
    "listPoints": "{list} list + {extras} siege = {total}",
    "share": "Defender has {p}% of the attacker's points (about 75% is usual).",
    "nightBattle": "Night battle",
    "yes": "yes",
    "no": "no",
    "fortress": "Your fortress",
    "noElements": "The fortress has no elements yet.",
    "wall": "Wall",
    "tower": "Tower",
    "gatehouse": "gatehouse",
    "rodell": "with Rodell",
    "storeys": "{count} storey | {count} storeys",
    "toughness": "Toughness",
    "wounds": "Wounds",
    "strengthTest": "Strength tests on",
    "shooters": "up to {n} models shoot out",
    "hits": "Shooting hits (D6)",
    "hitTarget": {
      "element": "element",
      "unit": "unit inside",
      "gate": "gate"
    },
    "gate": "Gate",
    "save": "armour save",
    "device": "Defence device",
    "noDevice": "none",
    "garrison": "Garrison",
    "empty": "empty",
    "machine": "war machine",
    "unknownEntry": "entry {id} (not in the defender's list)",
    "devices": "Defence devices (defender)",
    "equipment": "Siege equipment (attacker)",
    "noEquipment": "none bought",
    "columns": {
      "item": "Item",
      "points": "Points",
      "where": "On",
      "effect": "Effect",
      "forWhat": "For"
    },
    "unassigned": "not assigned",
    "profile": "Profile",
    "troopType": "Troop type",
    "base": "Base",
    "unitSize": "Unit size",
    "armourSave": "Armour save",
    "specialRules": "Special rules",
    "weapon": "Weapon",
    "range": "Range",
    "closeCombat": "close combat",
    "rulesTitle": "Siege rules in short",
    "term": "What",
    "rule": "How",
    "nightTitle": "Night battle",
    "nightActive": "This siege is fought at night.",
    "nightOptional": "Use these rules only if both players agree.",
    "footprints": "Base footprints of the siege equipment",
    "footprintHint": "Cut out along the grey lines and put the model on top; 60 x 100 mm as in the rules.",
    "total": "Total",
    "listPointsLimit": "{list} list + {extras} siege = {total} (list limit {limit})",
    "victory": "Victory",
    "victoryTake": "The attacker must take {elements}.",
    "victoryHold": "The defender must hold out for {count} round. | The defender must hold out for {count} rounds.",
    "quickrefTitle": "Siege – quick reference",
    "elementsTitle": "Fortress elements",
    "element": "Element",
    "perStorey": "{n} per storey",
    "allArmies": "every army",
    "army": "Army",
    "perWarMachine": "per war machine",
    "withWalkway": "with Covered walkway: {ranges}",
    "gatehouseHits": "in a gatehouse a 1 hits the gate"
  },
  "siegeRules": [
    {
      "term": "Who may occupy",
      "text": "Regular and Heavy Infantry, Beasts and Swarms (war machines on towers and Rodells). Every other troop type treats the fortress as impassable."
    },
    {
      "term": "Moving in",
      "text": "In the remaining moves sub-phase move into base contact, or give up the whole move to step over from a neighbouring element. Occupants cannot charge and see as if on a hill."
    },
    {
      "term": "Walls",
      "text": "Room for three full ranks, further ranks wait behind. Climbing on from below is a low linear obstacle (-1 Movement). Several units may share a wall; a Rodell adds one war machine per unit."
    },
    {
      "term": "Towers",
      "text": "One unit and one war machine, entered from inside only. 360° vision; 5 models per storey may shoot; they see over every model not in a tower."
    },
    {
      "term": "Gatehouse and gate",
      "text": "The gatehouse is a wall or tower. Its owner (the defender, or whoever last held the gatehouse) passes the gate as open ground; it blocks no line of sight for them."
    },
    {
      "term": "Tests",
      "text": "Toughness tests on Toughness, Strength tests on half of it (rounded up); every other test fails."
    },
    {
      "term": "Shooting",
      "text": "Elements count as Large Targets, ignore poison and wounds that slay outright. Roll a D6 per hit (see each element); this replaces cover. Shot from inside the fortress, units on walls stand in the open. Empty elements are hit directly; templates hit unit and element."
    },
    {
      "term": "Collapse",
      "text": "At 0 Wounds the element becomes rubble (difficult terrain): every model in it takes one hit at S7, AP -3; its unit is set up within 2\"."
    },
    {
      "term": "Storming walls",
      "text": "Any troop type may charge; from outside it is a disordered charge and the charger is disordered. Mounts stay out (except Fly); measure to the edge of the wall."
    },
    {
      "term": "Storming towers",
      "text": "Only from inside or from a neighbouring element, disordered. Each side fights with models up to Unit Strength 10; riders fight on foot. Crews outside the fight may still shoot."
    },
    {
      "term": "Taking elements",
      "text": "A loser who gives ground stays. A fleeing loser leaves; the winner occupies it (war machines there are destroyed) or tests Leadership to stay put. A winning defender never tests to restrain."
    },
    {
      "term": "Attacking elements",
      "text": "Engaged attackers may strike the element instead: every attack hits. At the gatehouse choose gatehouse or gate. Empty elements may be attacked and then occupied; no combat result."
    }
  ],
  "nightRules": [
    {
      "term": "Visibility",
      "text": "No unit sees further than 18\"."
    },
    {
      "term": "Fire",
      "text": "Units with Flaming Attacks can be seen at any distance, and so can units that lost Wounds to Flaming Attacks this turn."
    },
    {
      "term": "Surprise",
      "text": "A unit that charged an enemy in the flank or rear causes Fear this turn; if it already causes Fear, it causes Terror."
    }
  ],
  "tjost": {
    "form": {
      "event": "Event",
      "round": "Round",
      "table": "Table",
      "player": "Player",
      "faction": "People",
      "opponent": "Opponent",
      "mission": "Mission (tick one, keep it secret)",
      "missionHint": "Draw two missions, keep one, shuffle the other back.",
      "designation": "Secret figure",
      "designationHint": "The Messenger / For Honour: if several figures cost the most, note the one you choose.",
      "terrain": "Terrain (up to 3 pieces)",
      "terrainHint": "Height classes:",
      "terrainHead": [
        "Piece",
        "Height class",
        "Sight",
        "Movement",
        "Size (cm)"
      ],
      "heightClasses": "Small 0.5–2 cm, Normal 2–4 cm, Large 4–6 cm, Very Large 6 cm and more",
      "gameList": "Game list (300 AP)",
      "bearer": "Bearer",
      "limits": "at most {max} AP and 20 figures; at least 275 AP · {figures}",
      "figureCount": "{count} figure | {count} figures",
      "limitsBlank": "at most 300 AP (plus half the cheapest figure, at most 10) and 20 figures; at least 275 AP",
      "blankListHint": "Write down your game list from your selection list, with the bearer of every spell, miracle, artifact and equipment card.",
      "result": "Result",
      "fulfilledIn": "Mission fulfilled at the end of round",
      "notFulfilled": "not fulfilled",
      "extended": "Boundary Stones held to round 4",
      "ph": "PH",
      "pf": "PF (enemy AP destroyed)",
      "bonus": "Bonus PF",
      "total": "PF total",
      "signatures": "Signatures",
      "signPlayer": "Player",
      "signOpponent": "Opponent"
    },
    "selection": {
      "intro": "For the organiser: the army selection list the player chooses every game list from.",
      "kind": "Kind",
      "each": "AP each",
      "checks": "Checks (TJOST selection list)",
      "passed": "passed",
      "failed": "failed",
      "checkNames": {
        "selection-points": "At most 400 AP, magic and equipment included",
        "copies": "Every card, spell, miracle, artifact and item at most twice",
        "personality-copies": "Every personality at most once",
        "forbidden-rank": "No figure of a Shadow rank",
        "forbidden-card": "No experience cards, INCARNATION or CONFRONTATION 1 items and spells, no allies"
      },
      "organiser": "Checked by the organiser",
      "total": "{total} / {limit}"
    },
    "missions": {
      "kicker": "TJOST mission",
      "back": "TJOST",
      "backLine": "Mission",
      "duplexHint": "Print the front and back pages double-sided (flip on long edge); every card has the same back.",
      "noteOnForm": "Note on the form: {what}",
      "bonusTitle": "Bonus PF on a win, fulfilled at the end of",
      "round": "round {n}",
      "extended": "held to round 4"
    },
    "results": {
      "head": [
        "#",
        "Round",
        "Opponent",
        "Mission",
        "Result",
        "Mission round",
        "PH",
        "PF",
        "Bonus",
        "PF game",
        "Σ PH",
        "Σ PF"
      ],
      "outcomes": {
        "win": "win",
        "draw": "draw",
        "loss": "loss",
        "both-lose": "both lose"
      },
      "tiebreak": {
        "won": "draw won on PF",
        "lost": "draw lost on PF"
      },
      "summary": "{player} / {faction} / {games} / {ph} PH / {pf} PF",
      "league": "League (the {best} best games count): {ph} PH / {pf} PF",
      "blank": "Fill in one row per game; PH and PF add up from game to game.",
      "problem": "impossible result, not counted",
      "broken": "own army broken",
      "opponentBroken": "opponent broken",
      "games": "{count} game | {count} games"
    },
    "quickref": {
      "flow": {
        "title": "Tournament flow",
        "steps": [
          "Pairings are announced (drawn by lot in the first round).",
          "Each player chooses a game list of 300 AP (at most 310) from the 400 AP selection list.",
          "Camps and edge markers are placed, then the terrain.",
          "Each player draws two missions, keeps one secretly (noted on the tournament form) and shuffles the other back.",
          "The players swap their army cards to inspect them.",
          "Sides: a player who wants to swap rolls a d6: 1–3 swap, 4–6 stay.",
          "Terrain correction, then the battle.",
          "Scores (PH and PF) are noted; the new ranking decides the next pairings (best against best)."
        ]
      },
      "length": {
        "title": "Game length",
        "lines": [
          "At most 6 rounds; a round once begun is always finished (begun = both players have rolled for discipline).",
          "Recommended time: 90 minutes. At 80 minutes the last round is called.",
          "A mission must be fulfilled within 4 rounds."
        ]
      },
      "victory": {
        "title": "Victory",
        "lines": [
          "Only one player fulfilled the mission: that player wins at the end of the round.",
          "Both fulfilled it in the same round: a draw.",
          "Neither by the end of round 4: whoever broke the enemy army and leads by 20 PF wins; otherwise play on within the limits; if still undecided, both lose (0 PH).",
          "An army that has lost 200 AP or more is broken.",
          "Draw: a player with double the opponent’s PF and at least 20 PF more wins."
        ]
      },
      "scoring": {
        "title": "Scoring",
        "lines": [
          "PH (Points d’Honneur): win 3, draw 1, loss 0.",
          "PF (Points de Fauchage): the enemy AP destroyed, magic and equipment included; summoned and stolen figures count too.",
          "A win by a mission earns bonus PF by the round it was fulfilled in.",
          "PH and PF add up from game to game. Ranking: PH first, then PF. League: the 12 best games count."
        ],
        "bonusHead": [
          "Mission fulfilled",
          "Bonus PF"
        ],
        "round": "round {n}",
        "boundary": [
          "Boundary Stones: end of round 3",
          "Boundary Stones: held to round 4"
        ]
      },
      "lists": {
        "title": "Lists",
        "lines": [
          "Selection list: at most 400 AP with magic and equipment; personalities once, everything else at most twice; no Shadow ranks, experience cards, INCARNATION or CONFRONTATION 1 items and spells, or allies.",
          "Game list: 300 AP, which may be exceeded by half the cheapest figure (at most 10 AP); at least 275 AP; at most 20 figures (a familiar is one). Every spell, miracle, artifact and equipment card has one bearer, noted on the form."
        ]
      },
      "missions": {
        "title": "Missions",
        "head": [
          "Mission",
          "Goal"
        ]
      },
      "table": {
        "title": "Table, camp and edge markers",
        "lines": [
          "Table 60 × 120 cm, played lengthwise; each deployment zone is one half (60 × 60 cm). Figures deploy at least their MOV away from the centre line (scouts excepted).",
          "Camp: 5 × 5 cm in the middle of each half; Large, blocks sight and movement; RES 8, 8 SP, no combat dice.",
          "Edge markers: 5 × 5 cm in the middle of each long edge; one figure at a time; nobody deploys on them."
        ]
      },
      "placement": {
        "title": "Placing and correcting terrain",
        "lines": [
          "Up to 3 pieces each (optional), their height, sight and movement stated. Both roll a D6: the higher presents first, the lower places first, then take turns; whoever is due must place. 5 cm from terrain, camps and edge markers.",
          "Correction: one choice of terrain each, once (never a camp or edge marker); both roll a D6, the higher corrects first or forgoes it; name it before rolling. Move D6 × 2.5 cm without turning (× 1.5 if also turned) and/or turn it about its centre; no overlap, not off the table, 5 cm from terrain, camps and edge markers."
        ]
      },
      "terrain": {
        "title": "Terrain menu",
        "head": [
          "Piece",
          "Height",
          "Sight",
          "Movement",
          "Size (cm)",
          "Special"
        ]
      }
    }
  },
  "chronopia": {
    "quickrefTitle": "Chronopia – quick reference",
    "warband": "Warband",
    "markersTitle": "Chronopia – status markers",
    "markersHintWithoutList": "Printed without a list: {n} of each marker, or as many as chosen as extras.",
    "markersHint": "For {units} and {figures} on the table (a chariot with its crew is one): activation and panic markers one per unit, wait and hidden one per figure, prone one per two figures.",
    "markersCount": {
      "units": "{count} units | {count} unit | {count} units",
      "figures": "{count} figures | {count} figure | {count} figures"
    },
    "gameSize": "Game size",
    "fallTable": "Falling damage by size (@:{'stat.G'}) and height",
    "fallHow": "Damage (multiplier) of the armour roll; \"-\" means no harm. Each height is the distance fallen in inches.",
    "sizeColumn": "@:{'stat.G'}",
    "inch": "{n}\"",
    "term": "What",
    "rule": "How",
    "quickref": {
      "turn": {
        "title": "Turn sequence",
        "rows": [
          [
            "1. Initiative",
            "Each player: d20 + the highest @:{'stat.FG'} among their living figures that are not panicking. Highest total wins."
          ],
          [
            "2. First unit",
            "The winner activates one of their units or names an enemy unit that must go first (only at the start of the turn)."
          ],
          [
            "3. Activate",
            "Players alternate, one unit each; whoever is due must activate. Each figure spends its actions (@:{'stat.HDL'}), then the next one. Then the unit gets an activation marker."
          ],
          [
            "4. End of turn",
            "When every unit has acted, remove all activation markers; other markers stay. Back to 1."
          ],
          [
            "Chariots",
            "A chariot and its crew spend their actions together; spare crew actions may not be moves or waits."
          ]
        ]
      },
      "actions": {
        "title": "Actions",
        "rows": [
          [
            "Move",
            "Up to @:{'stat.BW'} inches, turning freely. Base contact with an enemy is a charge."
          ],
          [
            "Run",
            "@:{'stat.BW'} x 1.5. A figure that runs in its activation only moves and runs in it (no shooting before either); a run action may be used to stand up. Not while hidden, not over obstacles. A charge must end with a normal move."
          ],
          [
            "Aim",
            "+4 @:{'stat.FK'} and +2 damage for the shot; not cumulative; lost when shooter or target moves or the turn ends."
          ],
          [
            "Attack",
            "Melee in base contact, or shooting. A d20 at or under @:{'stat.NK'} or @:{'stat.FK'} hits; 1 = outstanding, 20 = fumble."
          ],
          [
            "Spot",
            "A d20 at or under @:{'stat.FG'} finds a hidden figure; -4 behind cover, -4 beyond 12 inches, +4 per repeated try."
          ],
          [
            "Wait",
            "Wait marker; until the next activation: counter-charge, stand fast, react (@:{'stat.FG'} test, shots at -4 @:{'stat.FK'}) or dive for cover."
          ],
          [
            "Climb",
            "@:{'stat.BW'} - 1 inches per action, all actions; each round a d20: 16-20 = fall."
          ],
          [
            "Jump",
            "Gap up to @:{'stat.BW'}/2; running jump up to @:{'stat.BW'}, d20: 19-20 = fall."
          ],
          [
            "Break away",
            "Both roll d20 + @:{'stat.ST'}, higher wins; Huge +3, Gigantic +4; flyers need no roll."
          ],
          [
            "Rally",
            "A panicking unit at the end of its turn; or a leader (d20 at or under @:{'stat.FG'}) for a unit of lower @:{'stat.FG'} within 4 inches."
          ],
          [
            "Give orders",
            "A leader activates a friendly unit within 4 inches that has not acted yet; once per turn."
          ],
          [
            "Concentrate",
            "+2 @:{'stat.MG'} for spells this turn; not cumulative."
          ]
        ]
      },
      "falling": {
        "title": "Falling",
        "rows": [
          [
            "Safe",
            "Up to half the size (@:{'stat.G'}/2 inches) without harm; more: the figure lands prone."
          ],
          [
            "Damage",
            "Damage 7, +1 per whole inch beyond @:{'stat.G'}/2; multiplier x1 per 2 of those inches (at least x1)."
          ],
          [
            "Example",
            "@:{'stat.G'} 3 falls 8 inches: 8 - 1.5 = 6 whole inches: damage 13 (x3)."
          ],
          [
            "Landed on",
            "Dodge with an @:{'stat.FG'} test: roll under @:{'stat.FG'} minus the falling figure's size, else take its damage; figures on wait dodge without a test but lose their wait."
          ],
          [
            "Jumping down",
            "One action: down half the size (@:{'stat.G'}/2 inches) is safe; higher needs an @:{'stat.FG'} test, then the figure lands up to @:{'stat.BW'} inches away unharmed. Undead and constructs need no test."
          ]
        ]
      },
      "melee": {
        "title": "Melee modifiers",
        "rows": [
          [
            "Charge",
            "+1 @:{'stat.NK'}, +1 @:{'stat.SCH'} (not up a slope)."
          ],
          [
            "From hiding",
            "another +1 @:{'stat.NK'}, +1 @:{'stat.SCH'}; no counter-charge possible."
          ],
          [
            "Flyer against ground",
            "charging a ground-bound target: another +2 @:{'stat.SCH'}."
          ],
          [
            "Dive attack",
            "@:{'stat.NK'} -4, @:{'stat.SCH'} -2, no charge bonus."
          ],
          [
            "Outnumbering",
            "+1 @:{'stat.NK'}, +1 @:{'stat.SCH'} per friendly figure already fighting the target."
          ],
          [
            "Defence",
            "The target's @:{'stat.VER'} applies to @:{'stat.NK'}; prone: @:{'stat.VER'} +4."
          ],
          [
            "Size limit",
            "Attackers together at most 4 x the target @:{'stat.G'} (eight @:{'stat.G'} 1 against one @:{'stat.G'} 2)."
          ],
          [
            "Counter-charge",
            "A waiting figure charged may meet the charger halfway: both get the charge bonus; both roll d20 + @:{'stat.FG'}, the higher strikes first (ties roll again). Coming to a friend's aid needs an @:{'stat.FG'} test first."
          ],
          [
            "Stand fast",
            "A waiting figure charged may stand: d20 + @:{'stat.FG'} decides who strikes first; it gets no charge bonus."
          ],
          [
            "Mounted",
            "Rider and mount each fight with their own @:{'stat.NK'}, both with the charge bonus; on the charge the rider adds the mount's @:{'stat.ST'} to its damage."
          ],
          [
            "Chariot",
            "Chariot and crew get the charge bonus (the draught animals' @:{'stat.ST'} is not added to the crew's damage); the crew strikes all round, the animals only what touches them; it counter-charges only to its front 180°."
          ],
          [
            "Flyers aloft",
            "A figure on the ground reaches a flyer up to @:{'stat.G'} + @:{'stat.G'}/2 (rounded down) inches high (@:{'stat.G'} 5: 7 inches)."
          ],
          [
            "Damage",
            "Armour roll: d20 equal to or under @:{'stat.R'} minus the damage (@:{'stat.SCH'} + @:{'stat.ST'} in melee) saves; an outstanding hit (an unmodified 1 to hit) allows none."
          ]
        ]
      }
    }
  },
  "abilities": {
    "transport": "Carries passengers on X places per vehicle (Small 1, Normal 2, Large 3). Very Large figures and riders cannot board, nor, by the English edition, figures on thrones. Boarding and getting out only at the access and while the vehicle stands; those getting out may move but not run, charge or fire that round. Destroyed with passengers: each takes a hit of STR = the vehicle's RES.",
    "impact": "When it charges head-on, figures at its front take a hit of STR = X × (cm driven ÷ 10, rounded up); with a speed counter the distance counts as MOV × 2. Doubles are no exceptional wounds here.",
    "mowing": "A figure the blades touch while the machine moves must pass an INI test against 6 (8 if already in melee; 2 less with Leap) or take a hit of STR X.",
    "rampart": "Within X cm of the machine no figure can come down from a higher level; rising from there is still allowed. The protection moves with the machine.",
    "irrepressible": "When the machine moves farther than its MOV and is not stopped, it gets a speed counter. It keeps it until it stops or moves no more than its MOV; meanwhile it turns only by curves, no one charges or engages it from flank or rear unless their STR is at least its RES (German edition: above it), and charged head-on it suffers no charge penalty. Once stopped it moves no more that phase.",
    "inalterable": "Unaffected by every effect except shots and melee attacks (the German edition adds fear). At 0 SP it is destroyed rather than killed outright.",
    "minelayer": "At deployment, places a trap and a decoy counter face down within 20 cm of its machine. A figure within 5 cm sets one off; a trap hits everything within 10 cm with STR 6.",
    "sapper": "At deployment, sets up a barricade (the size of a cavalry base, a Small obstacle 2 cm high) within 20 cm of its machine; it has RES 10 and X SP.",
    "mechanic": "At the end of the round, touching its damaged machine and no enemy: roll a d6 – X or more restores 1 SP, a 1 costs 1 SP. One attempt per machine and round."
  },
  "organiser": {
    "round": "Round {n}",
    "after": "after round {n}",
    "final": "Final standings",
    "eventLine": "{event} · {date} · {place}",
    "pairings": {
      "head": [
        "Table",
        "Player",
        "People",
        "Opponent",
        "People"
      ],
      "bye": "Bye: {player} (scored as {outcome}, {pf} PF)",
      "none": "No pairings yet.",
      "manual": "Pairings changed by hand.",
      "seed": "Draw seed {seed}"
    },
    "slips": {
      "title": "Score slip",
      "table": "Table",
      "pf": "PF (enemy AP destroyed)",
      "losses": "AP lost",
      "missionPlayed": "Mission played",
      "mission": "Mission fulfilled in round",
      "extended": "Boundary stones held to round 4",
      "broken": "Army broken",
      "outcomeOf": "Result for {name}",
      "outcomes": {
        "won": "won",
        "draw": "draw",
        "lost": "lost",
        "both-lose": "both lose"
      },
      "sign": "Signature",
      "note": "Both players check and sign; the organiser enters the result."
    },
    "standings": {
      "head": [
        "Rank",
        "Player",
        "People",
        "Games",
        "PH",
        "PF",
        "Byes"
      ],
      "dropped": "dropped out",
      "walkovers": "Walkovers",
      "empty": "No results yet.",
      "order": "Ranked by PH, then PF (TJOST scoring)."
    },
    "registration": {
      "valid": "valid",
      "invalid": "not valid",
      "missing": "no selection list yet",
      "points": "{points} AP",
      "counts": "errors: {errors}, warnings: {warnings}",
      "noIssues": "No problems found."
    },
    "outcome": {
      "win": "win",
      "draw": "draw",
      "loss": "loss"
    },
    "noList": "{player}: no selection list"
  }
} as const;
