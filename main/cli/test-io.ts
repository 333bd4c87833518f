import { main } from './index';
import type { CliIO } from './io';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI in-process with captured output (for tests). */
export async function runCli(argv: string[], cwd: string): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd };
  const code = await main(argv, io);
  return { code, out, err };
}
