/**
 * Usage errors of the command line (exit 2), worded by main/cli/args.ts: the argument parser's
 * refusals, choices and numbers out of range, and the dispatcher's (main/cli/index.ts).
 */
export default {
  unknownCommand: "unknown command '{command}'",
  unknownOption: "Unknown option '{option}'",
  unknownOptionHint:
    "Unknown option '{option}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"{option}\"'",
  missingValue: "Option '{option}' argument missing",
  noValue: "Option '{option}' does not take an argument",
  ambiguous: "Option '{option}' argument is ambiguous.\nDid you forget to specify the option argument for '{option}'?\nTo specify an option argument starting with a dash use '{option}=-XYZ'.",
  unexpected: "Unexpected argument '{option}'. This command does not take positional arguments",
  twice: '{option} is given more than once; give it once',
  oneOf: "{option} must be one of {choices} (got '{value}')",
  number: "{option} must be a number from {min} to {max} (got '{value}')",
  numberWhole: "{option} must be a number from {min} to {max}, a whole number (got '{value}')",
  numberUnit: "{option} must be a number of {unit} from {min} to {max} (got '{value}')",
  numberUnitWhole: "{option} must be a number of {unit} from {min} to {max}, a whole number (got '{value}')",
  unit: { inches: 'inches', centimetres: 'centimetres', millimetres: 'millimetres' },
  invalid: "{option} is not valid (got '{value}')",
  required: '{option} is required',
  unexpectedArgument: "unexpected argument '{argument}'",
  unknownComputation: "unknown computation '{computation}'",
  missingComputation: 'missing what to compute: {computations}',
  /** The word between the last two of the choices a message names ("sizes, fall, melee or units"). */
  or: 'or',
  missingAction: 'missing the action ({actions})',
  unknownAction: "unknown action '{action}' ({actions})",
};
