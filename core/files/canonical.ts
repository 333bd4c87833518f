/**
 * JSON with object keys sorted at every level: equal values give equal text whatever the order
 * their keys were written in (a card read from a file and the same card built by an editor).
 * Array order counts; `undefined` fields are left out, as JSON does.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
