import type { Lang } from '../../core/model/system';
import { DEFAULT_CLI_LANG, langOf, langOption, usageError } from './args';
import { helpText } from './help';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';

type Loader = () => Promise<{ command: CliCommand }>;

/** Every command; each lives in its own module and is loaded only when used. Its summary is `cliHelp.summary.<name>`. */
const COMMANDS: Record<string, Loader> = {
  validate: () => import('./validate'),
  cards: () => import('./cards'),
  print: () => import('./print'),
  export: () => import('./export'),
  import: () => import('./import'),
  fortification: () => import('./fortification'),
  chronopia: () => import('./chronopia'),
  event: () => import('./event'),
  league: () => import('./league'),
  data: () => import('./data'),
};

/** The overview of `muster --help` in `lang`: the commands with their summaries. */
export function usage(lang: Lang = DEFAULT_CLI_LANG): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const commands = Object.keys(COMMANDS).map((name) => `  ${name.padEnd(width)}  ${helpText(lang, `summary.${name}`)}`);
  return helpText(lang, 'top', { commands: commands.join('\n') });
}

/**
 * `--lang` given before the command (`muster --lang de validate ...`): taken off the arguments,
 * it is the language of the help and of the command unless the command is given its own.
 */
function globalLang(argv: readonly string[]): { lang?: string; rest: string[] } {
  const [first, second, ...more] = argv;
  if (first === '--lang') return { lang: second ?? '', rest: more };
  if (first?.startsWith('--lang=')) return { lang: first.slice('--lang='.length), rest: argv.slice(1) };
  return { rest: [...argv] };
}

/** An unexpected error in one line: a schema's failure as its fields and reasons in `lang` (not zod's JSON dump), else the message. */
async function errorLine(err: unknown, lang: Lang): Promise<string> {
  const issues = err instanceof Error && err.name === 'ZodError' ? (err as Error & { issues?: unknown }).issues : undefined;
  if (Array.isArray(issues)) {
    const { fileIssueText, zodIssue } = await import('../../core/files/problems');
    return (issues as Parameters<typeof zodIssue>[0][]).map((i) => `${i.path.map(String).join('.') || '(value)'}: ${fileIssueText(zodIssue(i), lang)}`).join('; ');
  }
  return err instanceof Error ? err.message : String(err);
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const global = globalLang(argv);
  let given: Lang | undefined;
  try {
    given = global.lang === undefined ? undefined : langOption(global.lang, {});
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`muster: ${err.text(DEFAULT_CLI_LANG)}\n\n${usage()}\n`);
    return EXIT_USAGE;
  }
  const [name, ...rest] = global.rest;
  // The language of the help and of usage errors: the command's own --lang, else the one before it.
  const lang = langOf(rest) ?? given ?? DEFAULT_CLI_LANG;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === undefined) {
      io.stderr(usage(lang) + '\n');
      return EXIT_USAGE;
    }
    io.stdout(usage(lang) + '\n');
    return EXIT_OK;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    io.stderr(`muster: ${usageError('unknownCommand', { command: name }).text(lang)}\n\n${usage(lang)}\n`);
    return EXIT_USAGE;
  }
  const { command } = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.usage(lang) + '\n');
    return EXIT_OK;
  }
  try {
    return await command.run(rest, given === undefined ? io : { ...io, lang: given });
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`muster ${name}: ${err.text(lang)}\n\n${command.usage(lang)}\n`);
      return EXIT_USAGE;
    }
    // Not expected (those are usage errors or explained with their own exit code): one line, no
    // stack trace, unless MUSTER_DEBUG asks for it.
    io.stderr(`muster ${name}: ${await errorLine(err, lang)}\n`);
    if (process.env.MUSTER_DEBUG && err instanceof Error && err.stack) io.stderr(`${err.stack}\n`);
    return EXIT_FAILED;
  }
}
