import type { z } from 'zod';
import { apiInputSchemas, type ApiEnvelope, type ApiMethod, type MusterApi } from '../../core/api/contract';
import { AlreadyExistsError, InvalidInputError, NotFoundError, SaveConflictError, type ApiErrorData } from '../../core/api/error';
import { FileProblemsError, zodIssueText } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { LANGS, type Lang } from '../../core/model/system';
import { readProblemText } from '../services/file-store';
import { FileReadError } from '../services/read-file';

/** Turns zod issues into `path: message` pairs for the caller. */
function fieldsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(input)',
    message: zodIssueText(issue),
  }));
}

/**
 * A handler's error as the API reports it: by its class, the caller's fault (bad input, a
 * document not there or there already, saved elsewhere meanwhile, a file Muster cannot read:
 * broken, too large, a folder, a link) or else a failure. A file's problem is worded in `lang`
 * (the file, and what is wrong with it), as the overviews word the files they cannot read.
 */
function errorData(err: unknown, lang: Lang): ApiErrorData {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof SaveConflictError) return { code: 'conflict', message, savedAt: err.savedAt, version: err.version };
  if (err instanceof AlreadyExistsError) return { code: 'conflict', message: err.words ? translate(lang, err.words.key, err.words.params) : message };
  if (err instanceof NotFoundError) return { code: 'not-found', message };
  if (err instanceof InvalidInputError) return { code: 'invalid-input', message };
  if (err instanceof FileProblemsError) return { code: 'unreadable', message: readProblemText(err, lang) };
  if (err instanceof FileReadError) return { code: err.reason === 'missing' ? 'not-found' : 'unreadable', message: readProblemText(err, lang) };
  return { code: 'failed', message };
}

/** Whether an error is a file's problem, which errorData words in the user's language. */
const isFileProblem = (err: unknown): boolean => err instanceof FileProblemsError || err instanceof FileReadError || (err instanceof AlreadyExistsError && err.words !== undefined);

/**
 * The language the user reads the app in: the call's own `lang` when it names one (the lists
 * page's overview does), else the language of the settings, where the app's language switch keeps
 * it; English when they cannot be read.
 */
async function userLang(handlers: MusterApi, input: unknown): Promise<Lang> {
  const asked = typeof input === 'object' && input !== null && 'lang' in input ? input.lang : undefined;
  if (LANGS.some((lang) => lang === asked)) return asked as Lang;
  return handlers.getSettings({}).then(
    (settings) => settings.lang,
    () => 'en' as const,
  );
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
    return { ok: false, error: errorData(err, isFileProblem(err) ? await userLang(handlers, parsed.data) : 'en') };
  }
}
