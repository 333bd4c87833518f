/**
 * Test support: fast-check arbitraries built from zod schemas, with EVERY optional field set,
 * and the key paths a schema defines. Used by the round-trip property tests of the file
 * formats: a field added to a schema is generated at once, so a serializer or loader that
 * drops it fails those tests without anyone touching them.
 */
import fc from 'fast-check';
import type { z } from 'zod';

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): Record<string, unknown>[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const checks = [...checksOf(schema), ...(def.format ? [def] : [])];
  let min = 0;
  let max = 40;
  let pattern: RegExp | undefined;
  let format: string | undefined;
  for (const c of checks) {
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'string_format') {
      format = c.format as string;
      if (c.pattern instanceof RegExp) pattern = c.pattern;
    }
  }
  if (format === 'datetime') return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'url') return fc.constantFrom('https://example.org/', 'https://example.org/a');
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: fc.constantFrom('a', 'ä', 'Z', ' ', '7', '-', '"', '\\', 'ß', '/') });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  let min = -1000;
  let max = 1000;
  let integer = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) integer = true;
    if (c.check === 'greater_than') min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : integer ? 1 : 0.5));
    if (c.check === 'less_than') max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : integer ? 1 : 0.5));
  }
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.integer({ min: Math.ceil(min * 2), max: Math.floor(max * 2) }).map((n) => n / 2);
}

/**
 * An arbitrary of values of `schema` with every optional field present (values still have to
 * pass the schema's refinements). Recursive schemas (z.lazy) nest two levels deep; below that
 * their lists are empty.
 */
export function fullArbitrary(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType): fc.Arbitrary<unknown> => fullArbitrary(s, depth);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType as z.ZodType);
    case 'pipe':
      return inner(def.in as z.ZodType);
    case 'lazy':
      return fullArbitrary((def.getter as () => z.ZodType)(), depth + 1);
    case 'unknown':
    case 'any':
      // What a JSON file can hold: fast-check's JSON values include -0, which JSON writes as 0.
      return fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'array': {
      let min = 0;
      let max = 3;
      for (const c of checksOf(schema)) {
        if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
        if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
      }
      if (depth > 2 && min === 0) return fc.constant([]);
      return fc.array(inner(def.element as z.ZodType), { minLength: Math.max(min, Math.min(1, max)), maxLength: Math.max(min, max) });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType as z.ZodType) as fc.Arbitrary<string>, inner(def.valueType as z.ZodType), { minKeys: 1, maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])));
    }
    default:
      throw new Error(`fullArbitrary: no generator for zod type '${def.type}'`);
  }
}

/**
 * Key paths a schema defines, e.g. `entries[].assignments[].machine`; records add `{}`.
 * Union options contribute their keys to the same path.
 */
export function schemaKeyPaths(schema: z.ZodType, prefix = '', out = new Set<string>()): Set<string> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return schemaKeyPaths(def.innerType as z.ZodType, prefix, out);
    case 'pipe':
      return schemaKeyPaths(def.in as z.ZodType, prefix, out);
    case 'lazy':
      // A recursive schema adds its keys once; deeper levels repeat the same paths.
      if (prefix.split('[]').length > 4) return out;
      return schemaKeyPaths((def.getter as () => z.ZodType)(), prefix, out);
    case 'union':
      for (const o of def.options as z.ZodType[]) schemaKeyPaths(o, prefix, out);
      return out;
    case 'array':
      return schemaKeyPaths(def.element as z.ZodType, `${prefix}[]`, out);
    case 'record':
      return schemaKeyPaths(def.valueType as z.ZodType, `${prefix}{}`, out);
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const p = prefix ? `${prefix}.${k}` : k;
        out.add(p);
        schemaKeyPaths(v, p, out);
      }
      return out;
    default:
      return out;
  }
}

/** Key paths present in a value, in the notation of schemaKeyPaths (`recordKeys` names paths whose object keys are data). */
export function valueKeyPaths(value: unknown, recordKeys: ReadonlySet<string>, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) valueKeyPaths(item, recordKeys, `${prefix}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    const isRecord = recordKeys.has(prefix);
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      const p = isRecord ? `${prefix}{}` : prefix ? `${prefix}.${k}` : k;
      if (!isRecord) out.add(p);
      valueKeyPaths(v, recordKeys, p, out);
    }
  }
  return out;
}

/** Paths of a schema whose object keys are data (records), for valueKeyPaths. */
export function recordPaths(schema: z.ZodType): Set<string> {
  const out = new Set<string>();
  for (const p of schemaKeyPaths(schema)) {
    const i = p.indexOf('{}');
    if (i >= 0) out.add(p.slice(0, i));
  }
  return out;
}
