import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { parseDecimal } from '../../core/files/numbers';
import { zodIssue, zodIssueText } from '../../core/files/problems';
import { UsageError } from './io';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A negative number given as an option's value (`--ver -1`), which parseArgs would take for a flag. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * Joins `--name -1` into `--name=-1` for options that take a value, so negative numbers work
 * as values; everything else, and everything after `--`, is passed on as given.
 */
function joinNegativeValues(argv: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return [...out, ...argv.slice(i)];
    const next = argv[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** `--out FILE`, also `-o FILE`: every command that writes a file takes both. */
export const OUT_OPTION = { out: { type: 'string', short: 'o' } } as const;

/**
 * Strict argument parsing: unknown flags, missing values and an option given more than once
 * (`--out a.pdf --out b.pdf`: which one was meant?) become a UsageError (exit 2). Options marked
 * `multiple` (documented as repeatable, `[--db DIR]...`) may be given several times.
 */
export function parseCommandArgs<O extends Options>(argv: string[], options: O, allowPositionals = true) {
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeValues(argv, options), options, strict: true, allowPositionals, tokens: true });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || options[token.name]?.multiple) continue;
    if (seen.has(token.name)) {
      const short = options[token.name]?.short;
      throw new UsageError(`--${token.name}${short ? ` (-${short})` : ''} is given more than once; give it once`);
    }
    seen.add(token.name);
  }
  const { values, positionals } = parsed;
  return { values, positionals };
}

/** A choice as typed, for comparing: lower case, with spaces and underscores as hyphens ("US Letter", "us_letter" → "us-letter"). */
const choiceKey = (value: string): string => value.trim().toLowerCase().replace(/[\s_]+/g, '-');

/**
 * Value of an option restricted to a set of choices, in any case (`--lang DE`, `--paper Letter`);
 * `aliases` names other common spellings of a choice (keys written as choiceKey gives them).
 */
export function oneOf<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): T {
  if (value === undefined) return fallback;
  const key = choiceKey(value);
  const found = choices.find((c) => choiceKey(c) === key) ?? (Object.hasOwn(aliases, key) ? aliases[key] : undefined);
  if (found !== undefined) return found;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got '${value}')`);
}

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (default); otherwise a decimal with `.` or `,` is allowed. */
  integer?: boolean;
  /** The unit named in the message, e.g. `millimetres`. */
  unit?: string;
}

/**
 * A number option read strictly: plain decimal digits (an optional minus sign and, where
 * allowed, one decimal separator), inside the option's range. `0x50`, `1e9`, `Infinity`,
 * ` 5` and an empty value are refused with a message naming the option and the range.
 */
export function numberOption(name: string, value: string | undefined, rule: NumberRule): number | undefined {
  if (value === undefined) return undefined;
  const n = parseDecimal(value, { integer: rule.integer !== false });
  if (n === undefined || n < rule.min || n > rule.max) {
    const whole = rule.integer === false ? '' : ', a whole number';
    throw new UsageError(`--${name} must be a number${rule.unit ? ` of ${rule.unit}` : ''} from ${rule.min} to ${rule.max}${whole} (got '${value}')`);
  }
  return n;
}

/**
 * A text option checked against the schema of the field it fills (its length limit, its form),
 * so a value the file could not hold is a usage error naming the option (`--name is too long: at
 * most 200 characters`), never a schema's exception. Undefined when the option is not given.
 */
export function schemaOption<T>(name: string, value: string | readonly unknown[] | undefined, schema: z.ZodType<T>): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new UsageError(`--${name} is not valid (got '${value}')`);
  // A coded reason reads on from the option's name; a schema's own sentence follows a colon.
  throw new UsageError(`--${name}${zodIssue(issue).code === 'other' ? ':' : ''} ${zodIssueText(issue)}`);
}
