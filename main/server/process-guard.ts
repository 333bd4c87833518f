import { hideAbsolutePaths } from './http-server';

/**
 * Browser mode's last line of defence: an exception or a rejected promise that escaped every
 * request handler (a timer, a stream callback, a promise nobody awaited) is written to the log
 * as one line, with absolute paths hidden, and the server goes on answering. Every request is
 * already turned into an answer by the server itself; this catches what runs outside a request.
 * Files stay intact either way: every write goes through a temp file and an atomic rename.
 * Returns a function that removes the guard.
 */
export function guardProcess(log: (line: string) => void, hidePaths: readonly string[] = []): () => void {
  const report = (kind: string) => (err: unknown) => {
    const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    log(`Muster: ${kind} (the server keeps running): ${hideAbsolutePaths(text, hidePaths)}`);
  };
  const onException = report('unexpected error');
  const onRejection = report('unhandled promise rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
