import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';

type Loader = () => Promise<{ command: CliCommand }>;

/** Every command; each lives in its own module and is loaded only when used. */
const COMMANDS: Record<string, { summary: string; load: Loader }> = {
  validate: { summary: 'check list files (or Old World Builder lists, siege rosters) against the rules', load: () => import('./validate') },
  cards: { summary: 'list cards of the database', load: () => import('./cards') },
  print: { summary: 'print documents for a list as PDF', load: () => import('./print') },
  export: { summary: 'export a list as text, list file or Old World Builder file', load: () => import('./export') },
  import: { summary: 'make a Muster list from an Old World Builder list file', load: () => import('./import') },
  fortification: { summary: 'FORTIFICATION computations: damage, SP penalty, stray, impact, movement, repair, incidents', load: () => import('./fortification') },
  chronopia: { summary: 'Chronopia computations: falling, melee, game sizes, units', load: () => import('./chronopia') },
  event: { summary: 'run a TJOST tournament: registration, pairings, results, standings, sheets', load: () => import('./event') },
  league: { summary: 'a TJOST league season: add events, the league table', load: () => import('./league') },
  data: { summary: 'import card data (Old World Builder datasets, CSV from a spreadsheet)', load: () => import('./data') },
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: muster <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    "Run 'muster <command> --help' for the options of a command.",
  ].join('\n');
}

/** An unexpected error in one line: a schema's failure as its fields and reasons (not zod's JSON dump), else the message. */
async function errorLine(err: unknown): Promise<string> {
  const issues = err instanceof Error && err.name === 'ZodError' ? (err as Error & { issues?: unknown }).issues : undefined;
  if (Array.isArray(issues)) {
    const { zodIssueText } = await import('../../core/files/problems');
    return (issues as Parameters<typeof zodIssueText>[0][]).map((i) => `${i.path.map(String).join('.') || '(value)'}: ${zodIssueText(i)}`).join('; ');
  }
  return err instanceof Error ? err.message : String(err);
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === undefined) {
      io.stderr(usage() + '\n');
      return EXIT_USAGE;
    }
    io.stdout(usage() + '\n');
    return EXIT_OK;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    io.stderr(`muster: unknown command '${name}'\n\n${usage()}\n`);
    return EXIT_USAGE;
  }
  const { command } = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.usage + '\n');
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`muster ${name}: ${err.message}\n\n${command.usage}\n`);
      return EXIT_USAGE;
    }
    // Not expected (those are usage errors or explained with their own exit code): one line, no
    // stack trace, unless MUSTER_DEBUG asks for it.
    io.stderr(`muster ${name}: ${await errorLine(err)}\n`);
    if (process.env.MUSTER_DEBUG && err instanceof Error && err.stack) io.stderr(`${err.stack}\n`);
    return EXIT_FAILED;
  }
}
