import type { z } from 'zod';
import { apiInputSchemas, type ApiEnvelope, type ApiMethod, type MusterApi } from '../../core/api/contract';
import { NotFoundError, SaveConflictError } from '../../core/api/error';
import { FileProblemsError, zodIssueText } from '../../core/files/problems';

/** Turns zod issues into `path: message` pairs for the caller. */
function fieldsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(input)',
    message: zodIssueText(issue),
  }));
}

export function isApiMethod(name: string): name is ApiMethod {
  return Object.prototype.hasOwnProperty.call(apiInputSchemas, name);
}

/**
 * Validates the input of one call against its schema and runs the handler.
 * Shared by the IPC handlers and the browser-mode HTTP server, so both behave the same.
 */
export async function dispatch(handlers: MusterApi, method: ApiMethod, rawInput: unknown): Promise<ApiEnvelope<unknown>> {
  const parsed = apiInputSchemas[method].safeParse(rawInput ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'invalid-input', message: `Invalid input for ${method}`, fields: fieldsOf(parsed.error) },
    };
  }
  try {
    // The schema table and the interface are checked to match key for key (API_METHODS_MATCH).
    const call = handlers[method] as (input: unknown) => Promise<unknown>;
    return { ok: true, value: await call.call(handlers, parsed.data) };
  } catch (err) {
    if (err instanceof SaveConflictError) return { ok: false, error: { code: 'conflict', message: err.message, savedAt: err.savedAt, version: err.version } };
    if (err instanceof NotFoundError) return { ok: false, error: { code: 'not-found', message: err.message } };
    if (err instanceof FileProblemsError) return { ok: false, error: { code: 'unreadable', message: err.message } };
    return { ok: false, error: { code: 'failed', message: err instanceof Error ? err.message : String(err) } };
  }
}
