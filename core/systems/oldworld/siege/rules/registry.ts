import { ammunitionTarget } from './ammunition-target';
import { defenderShare } from './defender-share';
import { deviceElement } from './device-element';
import { deviceFaction } from './device-faction';
import { devicePerElement } from './device-per-element';
import { deviceUnassigned } from './device-unassigned';
import { occupantType } from './occupant-type';
import { towerCapacityRule } from './tower-capacity';
import { wallMachine } from './wall-machine';
import type { SiegeRule } from './types';

/** Every siege rule (rules.md section 3), in the order their issues are reported per element. */
export const SIEGE_RULES: readonly SiegeRule[] = [
  deviceUnassigned,
  devicePerElement,
  deviceFaction,
  deviceElement,
  occupantType,
  towerCapacityRule,
  wallMachine,
  ammunitionTarget,
  defenderShare,
];
