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
];
