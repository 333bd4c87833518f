import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict argument parsing: unknown flags and missing values become a UsageError (exit 2). */
export function parseCommandArgs<O extends Options>(argv: string[], options: O, allowPositionals = true) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

/** Value of an option restricted to a set of choices. */
export function oneOf<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got '${value}')`);
}
