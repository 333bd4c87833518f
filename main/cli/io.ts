import type { Lang } from '../../core/model/system';

/** What a CLI command may touch: output streams and the working directory. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** `--lang` given before the command (`muster --lang de validate ...`): the command's language unless it is given its own. */
  lang?: Lang;
}

/** A CLI command: parses its own arguments, returns the exit code. */
export interface CliCommand {
  summary: string;
  /** The text of `--help` (and after a usage error), in `lang`. */
  usage(lang: Lang): string;
  run(argv: string[], io: CliIO): Promise<number>;
}

/**
 * Thrown for bad usage; the dispatcher prints it with the usage, in the language of `--lang`, and
 * exits 2. Given its wording in every language (usageError in args.ts takes it from the catalogue),
 * `message` is the English one; a plain string is the same in every language.
 */
export class UsageError extends Error {
  private readonly words: ((lang: Lang) => string) | undefined;
  constructor(message: string | ((lang: Lang) => string)) {
    super(typeof message === 'string' ? message : message('en'));
    this.words = typeof message === 'string' ? undefined : message;
  }

  /** The message in `lang`. */
  text(lang: Lang): string {
    return this.words ? this.words(lang) : this.message;
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
