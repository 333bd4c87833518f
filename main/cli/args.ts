import '../../core/i18n/messages/cli/args';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { parseDecimal } from '../../core/files/numbers';
import { fileIssueText, zodIssue } from '../../core/files/problems';
import { decimal } from '../../core/i18n/decimal';
import { translate, type MessageParams } from '../../core/i18n/translate';
import { LANGS, type Lang } from '../../core/model/system';
import { UsageError, type CliIO } from './io';

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

/** A choice as typed, for comparing: lower case, with spaces and underscores as hyphens ("US Letter", "us_letter" → "us-letter"). */
export const choiceKey = (value: string): string => value.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** The language of the command line's texts when no `--lang` is given. */
export const DEFAULT_CLI_LANG: Lang = 'en';

/** A usage error worded from the catalogue (`cliArgs.<id>`) in the language the dispatcher picks. */
export function usageError(id: string, params: MessageParams = {}): UsageError {
  return new UsageError((lang) => translate(lang, `cliArgs.${id}`, params));
}

/** A usage error naming what may be given (`{list}`: "a, b or c" in the language's words). */
export function missingChoice(id: string, list: string, items: readonly string[]): UsageError {
  return new UsageError((lang) => {
    const or = translate(lang, 'cliArgs.or');
    const named = items.length > 1 ? `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}` : items.join('');
    return translate(lang, `cliArgs.${id}`, { [list]: named });
  });
}

/** What node's parseArgs refuses, by the start and end of its (English) message: the catalogue's id for it. */
const PARSE_ERRORS: readonly { pattern: RegExp; id: string }[] = [
  { pattern: /^Unknown option '(.*)'\. To specify a positional argument/s, id: 'unknownOptionHint' },
  { pattern: /^Unknown option '(.*)'$/s, id: 'unknownOption' },
  { pattern: /^Option '(.*)' argument missing$/s, id: 'missingValue' },
  { pattern: /^Option '(.*)' does not take an argument$/s, id: 'noValue' },
  { pattern: /^Option '(.*?)' argument is ambiguous\./s, id: 'ambiguous' },
  { pattern: /^Unexpected argument '(.*)'\. This command does not take positional arguments$/s, id: 'unexpected' },
];

/** parseArgs' refusal as a usage error in the catalogue's words; one it does not know keeps node's message. */
function parseError(err: unknown): UsageError {
  const message = err instanceof Error ? err.message : String(err);
  for (const { pattern, id } of PARSE_ERRORS) {
    const option = pattern.exec(message)?.[1];
    if (option !== undefined) return usageError(id, { option });
  }
  return new UsageError(message);
}

/**
 * The language `--lang` names among the arguments (`--lang de`, `--lang=DE`, before any `--`),
 * for texts written before the command reads its options (its --help, a usage error); undefined
 * when it is not given, not a language, or given more than once (the command then says so).
 */
export function langOf(argv: readonly string[]): Lang | undefined {
  const given: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') break;
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    if (value !== undefined) given.push(choiceKey(value));
  }
  return given.length === 1 ? LANGS.find((l) => choiceKey(l) === given[0]) : undefined;
}

/** A command's `--lang` option: de or en in any case; without it the one given before the command, else the default. */
export function langOption(value: string | undefined, io: Pick<CliIO, 'lang'>): Lang {
  return oneOf('lang', value, LANGS, io.lang ?? DEFAULT_CLI_LANG);
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
    throw parseError(err);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || options[token.name]?.multiple) continue;
    if (seen.has(token.name)) {
      const short = options[token.name]?.short;
      throw usageError('twice', { option: `--${token.name}${short ? ` (-${short})` : ''}` });
    }
    seen.add(token.name);
  }
  const { values, positionals } = parsed;
  return { values, positionals };
}

/**
 * Value of an option restricted to a set of choices, in any case (`--lang DE`, `--paper Letter`);
 * `aliases` names other common spellings of a choice (keys written as choiceKey gives them).
 */
export function oneOf<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): T {
  if (value === undefined) return fallback;
  const key = choiceKey(value);
  const found = choices.find((c) => choiceKey(c) === key) ?? (Object.hasOwn(aliases, key) ? aliases[key] : undefined);
  if (found !== undefined) return found;
  throw usageError('oneOf', { option: `--${name}`, choices: choices.join(', '), value });
}

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (default); otherwise a decimal with `.` or `,` is allowed. */
  integer?: boolean;
  /** The unit named in the message (`cliArgs.unit.*`). */
  unit?: 'inches' | 'centimetres' | 'millimetres';
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
    const id = `${rule.unit ? 'numberUnit' : 'number'}${rule.integer === false ? '' : 'Whole'}`;
    const { unit } = rule;
    throw new UsageError((lang) =>
      translate(lang, `cliArgs.${id}`, { option: `--${name}`, min: decimal(lang, rule.min), max: decimal(lang, rule.max), value, unit: unit ? translate(lang, `cliArgs.unit.${unit}`) : '' }),
    );
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
  if (!issue) throw usageError('invalid', { option: `--${name}`, value: String(value) });
  // A coded reason reads on from the option's name; a schema's own sentence follows a colon.
  const coded = zodIssue(issue);
  throw new UsageError((lang) => `--${name}${coded.code === 'other' ? ':' : ''} ${fileIssueText(coded, lang)}`);
}
