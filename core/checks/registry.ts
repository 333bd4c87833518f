import { assignmentUnknownTarget } from './rules/assignment-unknown-target';
import { cardOtherSystem } from './rules/card-other-system';
import { cardUnknown } from './rules/card-unknown';
import { pointsOverLimit } from './rules/points-over-limit';
import { assignmentDuplicate } from '../systems/confrontation/fortification/rules/assignment-duplicate';
import { crewBelowFullOperation } from '../systems/confrontation/fortification/rules/crew-below-full-operation';
import { crewBelowMinimum } from '../systems/confrontation/fortification/rules/crew-below-minimum';
import { crewMobileMachine } from '../systems/confrontation/fortification/rules/crew-mobile-machine';
import { crewNotMachine } from '../systems/confrontation/fortification/rules/crew-not-machine';
import { crewNotServant } from '../systems/confrontation/fortification/rules/crew-not-servant';
import { crewSubstituteRequirement } from '../systems/confrontation/fortification/rules/crew-substitute-requirement';
import { transportCapacityRule } from '../systems/confrontation/fortification/rules/transport-capacity';
import { transportNoAbility } from '../systems/confrontation/fortification/rules/transport-no-ability';
import { transportNotTransportable } from '../systems/confrontation/fortification/rules/transport-not-transportable';
import { bearerNotFigure } from '../systems/confrontation/rules/bearer-not-figure';
import { bearerNotEligible } from '../systems/confrontation/rules/bearer-not-eligible';
import { itemDuplicateOnBearer } from '../systems/confrontation/rules/item-duplicate-on-bearer';
import { itemNotInBlister } from '../systems/confrontation/rules/item-not-in-blister';
import { tjostClanShare } from '../systems/confrontation/tjost/rules/clan-share';
import { tjostCopies } from '../systems/confrontation/tjost/rules/copies';
import { tjostFigureCount } from '../systems/confrontation/tjost/rules/figure-count';
import { tjostForbiddenCard } from '../systems/confrontation/tjost/rules/forbidden-card';
import { tjostForbiddenRank } from '../systems/confrontation/tjost/rules/forbidden-rank';
import { tjostGamePointsMax } from '../systems/confrontation/tjost/rules/game-points-max';
import { tjostGamePointsMin } from '../systems/confrontation/tjost/rules/game-points-min';
import { tjostNotInSelection } from '../systems/confrontation/tjost/rules/not-in-selection';
import { tjostPersonalityCopies } from '../systems/confrontation/tjost/rules/personality-copies';
import { tjostSelectionPoints } from '../systems/confrontation/tjost/rules/selection-points';
import { tjostUnassignedItem } from '../systems/confrontation/tjost/rules/unassigned-item';
import { optionUnknown as oldworldOptionUnknown } from '../systems/oldworld/rules/option-unknown';
import { unitSize as oldworldUnitSize } from '../systems/oldworld/rules/unit-size';
import { detachmentRule as oldworldDetachment } from '../systems/oldworld/rules/detachment';
import { categoryMin as oldworldCategoryMin } from '../systems/oldworld/rules/category-min';
import { categoryMax as oldworldCategoryMax } from '../systems/oldworld/rules/category-max';
import { perPoints as oldworldPerPoints } from '../systems/oldworld/rules/per-points';
import { grandMelee as oldworldGrandMelee } from '../systems/oldworld/rules/grand-melee';
import { combinedArms as oldworldCombinedArms } from '../systems/oldworld/rules/combined-arms';
import { battleMarch as oldworldBattleMarch } from '../systems/oldworld/rules/battle-march';
import { generalMissing as oldworldGeneralMissing } from '../systems/oldworld/rules/general-missing';
import { battleStandard as oldworldBattleStandard } from '../systems/oldworld/rules/battle-standard';
import { armyRules as oldworldArmyRules } from '../systems/oldworld/rules/army-rules';
import { optionGroup as oldworldOptionGroup } from '../systems/oldworld/rules/option-group';
import { magicItemAllowance as oldworldMagicItemAllowance } from '../systems/oldworld/rules/magic-item-allowance';
import { magicItemUnique as oldworldMagicItemUnique } from '../systems/oldworld/rules/magic-item-unique';
import { magicItemCombination as oldworldMagicItemCombination } from '../systems/oldworld/rules/magic-item-combination';
import { composition as oldworldComposition } from '../systems/oldworld/rules/composition';
import { chronopiaAboard } from '../systems/chronopia/rules/aboard';
import { chronopiaChariotCrew } from '../systems/chronopia/rules/chariot-crew';
import { chronopiaCrewWithoutChariot } from '../systems/chronopia/rules/crew-without-chariot';
import { ammunitionTarget } from '../systems/oldworld/siege/rules/ammunition-target';
import { defenderShare } from '../systems/oldworld/siege/rules/defender-share';
import { sideList } from '../systems/oldworld/siege/rules/side-list';
import { deviceElement } from '../systems/oldworld/siege/rules/device-element';
import { deviceFaction } from '../systems/oldworld/siege/rules/device-faction';
import { devicePerElement } from '../systems/oldworld/siege/rules/device-per-element';
import { deviceUnassigned } from '../systems/oldworld/siege/rules/device-unassigned';
import { occupantType } from '../systems/oldworld/siege/rules/occupant-type';
import { towerCapacityRule } from '../systems/oldworld/siege/rules/tower-capacity';
import { wallMachine } from '../systems/oldworld/siege/rules/wall-machine';
import { pointsOverLimit as siegePointsOverLimit } from '../systems/oldworld/siege/rules/points-over-limit';
import type { SiegeRule } from '../systems/oldworld/siege/validate';
import { resultBothLose } from '../systems/confrontation/tjost/organiser/result-rules/both-lose';
import { resultBreakWin } from '../systems/confrontation/tjost/organiser/result-rules/break-win';
import type { ResultRule } from '../systems/confrontation/tjost/organiser/result-rules/context';
import { resultDrawMissions } from '../systems/confrontation/tjost/organiser/result-rules/draw-missions';
import { resultMissionDraw } from '../systems/confrontation/tjost/organiser/result-rules/mission-draw';
import { resultMissionRounds } from '../systems/confrontation/tjost/organiser/result-rules/mission-rounds';
import { resultMissionWinner } from '../systems/confrontation/tjost/organiser/result-rules/mission-winner';
import { resultValue } from '../systems/confrontation/tjost/organiser/result-rules/value';
import { resultValueHigh } from '../systems/confrontation/tjost/organiser/result-rules/value-high';
import { resultWalkover } from '../systems/confrontation/tjost/organiser/result-rules/walkover';
import type { Rule } from './types';

/**
 * The one registry of checks. RULES: every list rule of every system, in the order their issues
 * are reported within one entry. SIEGE_RULES: every siege roster rule (The Old World).
 * RESULT_RULES: every check of a TJOST table result entered by an organiser.
 */
export const RULES: readonly Rule[] = [
  cardUnknown,
  cardOtherSystem,
  assignmentUnknownTarget,
  pointsOverLimit,
  crewBelowMinimum,
  crewBelowFullOperation,
  crewNotServant,
  crewSubstituteRequirement,
  crewMobileMachine,
  crewNotMachine,
  assignmentDuplicate,
  transportNoAbility,
  transportCapacityRule,
  transportNotTransportable,
  // Confrontation: who carries spells, miracles, artifacts and equipment
  bearerNotFigure,
  bearerNotEligible,
  itemDuplicateOnBearer,
  itemNotInBlister,
  // TJOST (docs/rules.md, "Confrontation: tournaments")
  tjostSelectionPoints,
  tjostGamePointsMax,
  tjostGamePointsMin,
  tjostFigureCount,
  tjostCopies,
  tjostPersonalityCopies,
  tjostForbiddenRank,
  tjostForbiddenCard,
  tjostClanShare,
  tjostNotInSelection,
  tjostUnassignedItem,
  // Old World lists (Muster's own checks; sieges are checked by core/systems/oldworld/siege/rules)
  oldworldGeneralMissing,
  oldworldBattleStandard,
  oldworldArmyRules,
  oldworldCategoryMin,
  oldworldCategoryMax,
  oldworldPerPoints,
  oldworldComposition,
  // Old World matched play (a list's composition rule)
  oldworldGrandMelee,
  oldworldCombinedArms,
  oldworldBattleMarch,
  oldworldUnitSize,
  oldworldDetachment,
  oldworldOptionUnknown,
  oldworldOptionGroup,
  oldworldMagicItemAllowance,
  oldworldMagicItemUnique,
  oldworldMagicItemCombination,
  // Chronopia (docs/rules.md, "Chronopia")
  chronopiaChariotCrew,
  chronopiaCrewWithoutChariot,
  chronopiaAboard,
];

/** Every siege rule (docs/rules.md, "The Old World: sieges"), in the order their issues are reported per element. */
export const SIEGE_RULES: readonly SiegeRule[] = [
  siegePointsOverLimit,
  deviceUnassigned,
  devicePerElement,
  deviceFaction,
  deviceElement,
  occupantType,
  towerCapacityRule,
  wallMachine,
  ammunitionTarget,
  defenderShare,
  sideList,
];

/** Every check of a TJOST table result (TJOST, Siegbedingungen), in the order their issues are reported. */
export const RESULT_RULES: readonly ResultRule[] = [
  resultValue,
  resultValueHigh,
  resultMissionRounds,
  resultMissionDraw,
  resultMissionWinner,
  resultDrawMissions,
  resultBreakWin,
  resultBothLose,
  resultWalkover,
];
