/** What a CLI command may touch: output streams and the working directory. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
}

/** A CLI command: parses its own arguments, returns the exit code. */
export interface CliCommand {
  summary: string;
  usage: string;
  run(argv: string[], io: CliIO): Promise<number>;
}

/** Thrown for bad usage; the dispatcher prints it with the usage and exits 2. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
