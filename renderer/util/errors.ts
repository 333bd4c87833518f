import { ApiError } from '../../core/api/error';

/** The message of an error for the user, with the failing fields of invalid input. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.fields?.length) return `${err.message} (${err.fields.map((f) => `${f.path}: ${f.message}`).join('; ')})`;
  return err instanceof Error ? err.message : String(err);
}
