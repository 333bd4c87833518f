import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { runCli } from './test-io';

// A command that fails in a way no command expects: an exception, a schema's exception.
vi.mock('./chronopia', () => ({
  command: {
    summary: 'test',
    usage: 'Usage: muster chronopia',
    run: async (argv: string[]) => {
      if (argv[0] === 'schema') z.object({ name: z.string().max(3) }).parse({ name: 'long' });
      throw new Error('something broke');
    },
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an error no command expected', () => {
  it('is one line naming the command, exit 1, without a stack trace', async () => {
    expect(await runCli(['chronopia', 'x'], '.')).toEqual({ code: 1, out: '', err: 'muster chronopia: something broke\n' });
  });

  it("a schema's exception is its fields and reasons in the language of --lang, not zod's dump", async () => {
    expect(await runCli(['chronopia', 'schema'], '.')).toEqual({ code: 1, out: '', err: 'muster chronopia: name: is too long: at most 3 characters\n' });
    expect(await runCli(['chronopia', 'schema', '--lang', 'de'], '.')).toEqual({ code: 1, out: '', err: 'muster chronopia: name: ist zu lang: höchstens 3 Zeichen\n' });
    expect(await runCli(['--lang', 'de', 'chronopia', 'schema'], '.')).toEqual({ code: 1, out: '', err: 'muster chronopia: name: ist zu lang: höchstens 3 Zeichen\n' });
  });

  it('MUSTER_DEBUG adds the stack trace', async () => {
    vi.stubEnv('MUSTER_DEBUG', '1');
    const r = await runCli(['chronopia', 'x'], '.');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^muster chronopia: something broke\nError: something broke\n\s+at /);
  });
});
