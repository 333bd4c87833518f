import { assignmentUnknownTarget } from './common/assignment-unknown-target';
import { cardUnknown } from './common/card-unknown';
import { pointsOverLimit } from './common/points-over-limit';
import { assignmentDuplicate } from './fortification/assignment-duplicate';
import { crewBelowFullOperation } from './fortification/crew-below-full-operation';
import { crewBelowMinimum } from './fortification/crew-below-minimum';
import { crewMobileMachine } from './fortification/crew-mobile-machine';
import { crewNotMachine } from './fortification/crew-not-machine';
import { crewNotServant } from './fortification/crew-not-servant';
import { crewSubstituteRequirement } from './fortification/crew-substitute-requirement';
import { transportCapacityRule } from './fortification/transport-capacity';
import { transportNoAbility } from './fortification/transport-no-ability';
import { transportNotTransportable } from './fortification/transport-not-transportable';
import { tjostCopies } from './tjost/copies';
import { tjostFigureCount } from './tjost/figure-count';
import { tjostForbiddenCard } from './tjost/forbidden-card';
import { tjostForbiddenRank } from './tjost/forbidden-rank';
import { tjostGamePointsMax } from './tjost/game-points-max';
import { tjostGamePointsMin } from './tjost/game-points-min';
import { tjostNotInSelection } from './tjost/not-in-selection';
import { tjostPersonalityCopies } from './tjost/personality-copies';
import { tjostSelectionPoints } from './tjost/selection-points';
import { tjostUnassignedItem } from './tjost/unassigned-item';
import { optionUnknown as oldworldOptionUnknown } from './oldworld/option-unknown';
import { unitSize as oldworldUnitSize } from './oldworld/unit-size';
import { categoryMin as oldworldCategoryMin } from './oldworld/category-min';
import { categoryMax as oldworldCategoryMax } from './oldworld/category-max';
import { perPoints as oldworldPerPoints } from './oldworld/per-points';
import { generalMissing as oldworldGeneralMissing } from './oldworld/general-missing';
import { optionGroup as oldworldOptionGroup } from './oldworld/option-group';
import { magicItemAllowance as oldworldMagicItemAllowance } from './oldworld/magic-item-allowance';
import { magicItemUnique as oldworldMagicItemUnique } from './oldworld/magic-item-unique';
import { composition as oldworldComposition } from './oldworld/composition';
import { chronopiaChariotCrew } from './chronopia/chariot-crew';
import type { Rule } from './types';

/**
 * Every rule Muster knows, in the order their issues are reported within one entry.
 * Rules of later issues (TJOST, sieges, Chronopia) are added here.
 */
export const RULES: readonly Rule[] = [
  cardUnknown,
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
  // TJOST (rules.md section 2)
  tjostSelectionPoints,
  tjostGamePointsMax,
  tjostGamePointsMin,
  tjostFigureCount,
  tjostCopies,
  tjostPersonalityCopies,
  tjostForbiddenRank,
  tjostForbiddenCard,
  tjostNotInSelection,
  tjostUnassignedItem,
  // Old World lists (Muster's own checks; sieges are checked by core/siege/rules)
  oldworldGeneralMissing,
  oldworldCategoryMin,
  oldworldCategoryMax,
  oldworldPerPoints,
  oldworldComposition,
  oldworldUnitSize,
  oldworldOptionUnknown,
  oldworldOptionGroup,
  oldworldMagicItemAllowance,
  oldworldMagicItemUnique,
  // Chronopia (rules.md section 4)
  chronopiaChariotCrew,
];
