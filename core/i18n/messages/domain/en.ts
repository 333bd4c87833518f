/**
 * Words of the game data (English): siege terms and devices, TJOST missions, incidents, markers,
 * ability names, rank names. The data modules refer to them by id (core/i18n/localized.ts); written once here.
 */
export default {
  "siegeTerms": {
    "theSide": { "attacker": "The attacker", "defender": "The defender" },
    "troopTypeNames": {
      "regular-infantry": "Regular Infantry",
      "heavy-infantry": "Heavy Infantry",
      "monstrous-infantry": "Monstrous Infantry",
      "beasts": "Beasts",
      "swarm": "Swarm",
      "light-cavalry": "Light Cavalry",
      "heavy-cavalry": "Heavy Cavalry",
      "monstrous-cavalry": "Monstrous Cavalry",
      "light-chariot": "Light Chariot",
      "heavy-chariot": "Heavy Chariot",
      "monster": "Monstrous Creature",
      "behemoth": "Behemoth",
      "war-machine": "War Machine",
      "character": "Character (on foot)"
    },
    "elementKindNames": {
      "wall": "Wall",
      "tower": "Tower"
    },
    "elementKindTarget": {
      "wall": "a wall",
      "tower": "a tower"
    },
    "gatehouseName": "Gatehouse",
    "sideNames": {
      "attacker": "Attacker",
      "defender": "Defender"
    }
  },
  "siegeData": {
    "specialRules": {
      "outOfTheWay": "Out of the Way",
      "multipleWoundsD6": "Multiple Wounds (D6)",
      "stormTheWalls": "Storm the Walls"
    },
    "armyNames": {
      "HIGH_ELF_FACTION": "High Elves",
      "DWARF_FACTION": "Dwarfs"
    },
    "defenceDevices": {
      "protective-runes": {
        "name": "Protective runes",
        "effect": "Element +1 Wound; units wholly inside it get a 6+ ward save against shooting."
      },
      "stones": {
        "name": "Stones",
        "effect": "Occupants may Stand & Shoot as a charge reaction: R 8\", S5, AP –, Armour Bane (2), Quick Shot; never against chargers from a neighbouring element."
      },
      "boiling-oil": {
        "name": "Boiling oil",
        "effect": "Once per battle as Stand & Shoot: 3\" template within 3\" of the unit, scatters D6\" (unless a hit is rolled); S4, AP -1, Flaming Attacks."
      },
      "covered-walkway": {
        "name": "Covered walkway",
        "effect": "Shooting hits a unit wholly on the wall only on a 6 instead of 5–6; gone once the wall loses its first Wound."
      },
      "mage-tower": {
        "name": "Mage tower",
        "effect": "High Elves only. The tower may be moved before deployment; counts as held by a Level 2 wizard who cannot leave; room for one more unit, no war machine."
      },
      "mountain-fortress": {
        "name": "Mountain fortress",
        "effect": "Dwarfs only. Like a tower, riders cannot assault this wall, not even with Fly (X)."
      }
    },
    "closeOrder": "Close Order",
    "drawn": "Drawn",
    "largeTarget": "Large Target",
    "unbreakable": "Unbreakable",
    "siegeEquipment": {
      "siege-ammunition": {
        "name": "Siege ammunition",
        "effect": "For one war machine: the Strength of its shots +1."
      },
      "ram": {
        "name": "Ram",
        "model": {
          "equipment": "Battering ram",
          "weapon": {
            "name": "Battering ram"
          },
          "note": "Attacks fortress elements only. May be taken off the table at any time and then does not count as a casualty."
        },
        "effect": "A ram model for the attacking army."
      },
      "siege-tower": {
        "name": "Siege tower",
        "model": {
          "note": "After a successful charge against a wall it becomes a tower of the fortress that the attacker can enter from inside and outside; walls only, never towers."
        },
        "effect": "A siege tower model for the attacking army."
      }
    }
  },
  "missions": {
    "standardBonus": "Bonus on a win: round 1 +100 PF, round 2 +75, round 3 +50, round 4 +25",
    "half": "Count half: scouts, figures whose MOV was raised, and flyers.",
    "breakthrough": {
      "name": "Breakthrough",
      "goal": "At the end of a round (the 4th at the latest) at least half of your starting figures stand wholly within 30 cm of the enemy table edge, and have been there since the round before."
    },
    "messenger": {
      "name": "The Messenger",
      "goal": "Your most expensive figure at the start (with spells, miracles, items) reaches the enemy table edge within the first 4 rounds and lives to the end of that round.",
      "fine": "Not: one that started outside your own half, was brought into play, was ever airborne, had its MOV raised or was moved other than by movement (unless by the opponent). Wounded: roll on (light 2+, serious 3+, critical 4+).",
      "designation": "Messenger if tied"
    },
    "bounty": {
      "name": "Bounty",
      "goal": "Take out the most expensive enemy figure (with spells, miracles, items) within the first 4 rounds. If several tie, any one of them will do."
    },
    "crusade": {
      "name": "Crusade",
      "goal": "Reach enough PF at the end of a round: round 1: 90, round 2: 120, round 3: 150, round 4: 170."
    },
    "loot": {
      "name": "Loot",
      "goal": "Take the enemy camp within the first 4 rounds: at least 3 of your figures, and more than the enemy, in base contact with it."
    },
    "retaliation": {
      "name": "Retaliation",
      "goal": "Destroy the enemy camp within the first 4 rounds: RES 8, 8 SP, no combat dice, no defence.",
      "fine": "Wounds: light -1 SP, serious -2, critical -3, killed outright -4."
    },
    "boundary-stones": {
      "name": "Boundary Stones",
      "goal": "By the end of round 2 hold both edge markers with one of your figures each, and keep them with the same figures to the end of round 3. You may announce at the end of round 3 to hold on to round 4.",
      "fine": "One figure per edge marker at most; no deploying on them.",
      "bonus": "Bonus on a win: end of round 3 +50 PF, held to round 4 +75 PF"
    },
    "for-honour": {
      "name": "For Honour",
      "goal": "By the end of round 2 hold an edge marker with your most expensive figure (with spells, miracles, items), and keep it there for two rounds.",
      "fine": "One figure per edge marker at most; no deploying on them.",
      "designation": "Holder if tied"
    }
  },
  "chronopiaMarkers": {
    "markerNames": {
      "activation": "Activation",
      "wait": "Wait",
      "hidden": "Hidden",
      "panic": "Panic",
      "prone": "Prone"
    },
    "markerHints": {
      "activation": "unit has acted",
      "wait": "reacts out of turn",
      "hidden": "must be spotted first",
      "panic": "flees until rallied",
      "prone": "next action: stand up"
    }
  },
  "cards": {
    "abilityNames": {
      "transport": "Transport",
      "impact": "Impact",
      "mowing": "Mowing",
      "rampart": "Rampart",
      "irrepressible": "Irrepressible",
      "inalterable": "Inalterable",
      "minelayer": "Minelayer",
      "sapper": "Sapper",
      "mechanic": "Mechanic"
    },
    "rankNames": {
      "irregular": "Irregular",
      "regular": "Regular",
      "veteran": "Veteran",
      "elite": "Elite",
      "special": "Special",
      "living-legend": "Living Legend",
      "shadow-veteran": "Shadow Veteran",
      "familiar": "Familiar",
      "leader": "Leader"
    }
  },
  "incidents": {
    "equipmentRollNames": {
      "steam": "Pressure Roll",
      "naphtha": "Injection Roll"
    },
    "explosion": {
      "name": "Explosion",
      "effect": "The boiler bursts: the figure is killed outright (a machine with Structure Points loses 4 SP) and every figure within 5 cm takes a STR 10 damage roll."
    },
    "overheating": {
      "name": "Overheating",
      "effect": "Put an Overheating marker by the figure. A second Overheating means an Explosion (1)."
    },
    "cracked-structure": {
      "name": "Cracked structure",
      "effect": "On the next Pressure or Injection Roll an incident already happens on a 1 or a 2."
    },
    "damaged-valve": {
      "name": "Damaged valve",
      "effect": "On the next Pressure or Injection Roll, 5s and 6s give no bonus."
    },
    "leak": {
      "name": "Leak",
      "effect": "Put a Leak marker by the figure. A second Leak stops the machine (6)."
    },
    "machine-stopped": {
      "name": "Machine stopped",
      "effect": "The machinery jams: at the start of every round roll a d6; the equipment can be used in that round only on a 4 or more."
    }
  },
  "systems": {
    "confrontation": {
      "name": "Confrontation",
      "points": "AP",
      "pointsByCount": "AP",
      /** The unit after the limit in "{points} of {limit} {unit}" (German declines it: "von 200 Punkten"). */
      "pointsOfLimit": "AP"
    },
    "oldworld": {
      "name": "Warhammer: The Old World",
      "points": "points",
      "pointsByCount": "points | point | points",
      "pointsOfLimit": "points"
    },
    "chronopia": {
      "name": "Chronopia",
      "points": "points",
      "pointsByCount": "points | point | points",
      "pointsOfLimit": "points"
    }
  },
  "terrain": {
    "kinds": {
      "grove": {
        "name": "Grove",
        "height": "Large or more",
        "sight": "7.5 cm",
        "movement": "clear",
        "size": "10×10 to 20×20",
        "special": "cover +1"
      },
      "dense-forest": {
        "name": "Dense forest",
        "height": "Large or more",
        "sight": "2.5 cm",
        "movement": "halved",
        "size": "10×10 to 20×20",
        "special": "cover +1"
      },
      "ploughed": {
        "name": "Ploughed field, scree, mud",
        "height": "none",
        "sight": "clear",
        "movement": "halved",
        "size": "15×15 to 20×20"
      },
      "crops": {
        "name": "Field of crops",
        "height": "Small",
        "sight": "clear",
        "movement": "clear",
        "size": "15×15 to 20×20",
        "special": "cover +1"
      },
      "rocks": {
        "name": "Rocks",
        "height": "Small or more",
        "sight": "by size",
        "movement": "climb only",
        "size": "5×5 to 20×20"
      },
      "lake": {
        "name": "Lake",
        "height": "none",
        "sight": "clear",
        "movement": "impassable (swim)",
        "size": "10×10 to 20×20",
        "special": "at least size: + open wood 10×10"
      },
      "house": {
        "name": "House",
        "height": "Normal or more",
        "sight": "blocked",
        "movement": "impassable",
        "size": "5×7.5 to 20×20",
        "special": "RES 10, 10 SP"
      },
      "wall": {
        "name": "Wall",
        "height": "Small or more",
        "sight": "by height",
        "movement": "climb",
        "size": "up to 20 long, 2.5 wide",
        "special": "RES 6, 6 SP; sections ≥ 5 cm"
      },
      "ruins": {
        "name": "Ruins",
        "height": "Large or more",
        "sight": "walls block",
        "movement": "clear",
        "size": "15×15 to 30×30",
        "special": "wall RES 8, 8 SP; a part may halve movement"
      }
    }
  },
  "structure": {
    "directWoundNames": {
      "light": "Light wound",
      "serious": "Serious wound",
      "critical": "Critical wound",
      "killed-outright": "Killed outright"
    }
  },
  "damage": {
    "orLess": "{to} or less",
    "damageLocations": {
      "chassis": {
        "name": "Chassis"
      },
      "framework": {
        "name": "Framework"
      },
      "structure": {
        "name": "Structure"
      },
      "mechanism": {
        "name": "Mechanism"
      }
    }
  },
  "gameSizes": {
    "label": { "upTo": "{name} (up to {points})", "andMore": "{name} ({points} and more)" },
    "hero": {
      "name": "Hero"
    },
    "patrol": {
      "name": "Patrol"
    },
    "army": {
      "name": "Army"
    },
    "grand": {
      "name": "Grand"
    }
  }
} as const;
