import type { z } from 'zod';

/**
 * A document as file text, driven by its schema: the fields in the schema's order, unknown
 * fields left out, two-space indent and a final newline. Saving the same document twice gives
 * the same bytes, and a field added to the schema is written without touching any serializer.
 * Throws when the value does not match the schema (a bug in the caller, never user input:
 * every document reaching a serializer was parsed with the same schema).
 */
export function serializeWithSchema<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.parse(value), null, 2) + '\n';
}
