import { canonicalJson } from './canonical';

/**
 * How the elements of an array of objects are told apart, by the array's path: the field names
 * from the document's root through keyed arrays, joined with dots (`players`, `rounds.pairings`);
 * the value is the fields whose values together name an element (`['id']`, `['table', 'a', 'b']`).
 */
export type MergeKeys = Readonly<Record<string, readonly string[]>>;

type Fields = Readonly<Record<string, unknown>>;

/** A field's own value (not one an object inherits, as `constructor`). */
const own = (r: Fields, field: string): unknown => (Object.hasOwn(r, field) ? r[field] : undefined);

const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A three-way merge of two versions of a JSON document made from a common one: `base` (the
 * version both started from), `mine` and `theirs` (each changed from it). Field by field: where
 * mine is as in base, theirs is taken; where theirs is as in base, mine; where both changed a field
 * (to different values), mine. The fields merged one by one are those of the document and of the
 * elements of its keyed arrays (`keys`): such an array is merged element by element, told apart by
 * their key (an element one side removed and the other left as it was is removed; one added on
 * either side is kept). The elements come in the order of theirs, with mine's added ones after the
 * element they follow in mine; in mine's order when only mine added, removed or moved elements.
 * Every other value (text, number, an object, an array without a key, an array whose
 * elements are not objects with a key each, or with a key twice) is one value, taken whole. Absent
 * and `undefined` fields are the same; a field whose merge is absent is left out. Equal means equal
 * as JSON (canonicalJson). The inputs are not changed; the result shares their unchanged parts.
 */
export function merge3<T>(base: T, mine: T, theirs: T, keys: MergeKeys = {}): T {
  // The paths of the objects on the way to a keyed array (`a` for `a.b`): merged field by field too.
  const onTheWay = new Set(Object.keys(keys).flatMap((path) => path.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const same = (a: unknown, b: unknown): boolean => a === b || canonicalJson(a) === canonicalJson(b);
  const at = (path: string, field: string): string => (path === '' ? field : `${path}.${field}`);

  /** A value: merged field by field (`fields`: the document, a keyed element, an object on the way to a keyed array), by key (a keyed array) or whole. */
  function merge(path: string, fields: boolean, b: unknown, m: unknown, t: unknown): unknown {
    if (m === b) return t;
    if (t === b || m === t) return m;
    if (fields && isRecord(b) && isRecord(m) && isRecord(t)) return mergeFields(path, b, m, t);
    const key = Object.hasOwn(keys, path) ? keys[path] : undefined;
    if (key && Array.isArray(b) && Array.isArray(m) && Array.isArray(t)) {
      const merged = mergeKeyed(path, key, b, m, t);
      if (merged) return merged;
    }
    return same(m, b) ? t : m;
  }

  function mergeFields(path: string, b: Fields, m: Fields, t: Fields): Fields {
    const out: [string, unknown][] = [];
    for (const field of new Set([...Object.keys(m), ...Object.keys(t), ...Object.keys(b)])) {
      const sub = at(path, field);
      const merged = merge(sub, onTheWay.has(sub), own(b, field), own(m, field), own(t, field));
      if (merged !== undefined) out.push([field, merged]);
    }
    const keeps = (x: Fields): boolean => Object.keys(x).length === out.length && out.every(([field, v]) => own(x, field) === v);
    // fromEntries defines every field as its own (a field named `__proto__` too).
    return keeps(t) ? t : keeps(m) ? m : Object.fromEntries(out);
  }

  /** The elements by key, in order; undefined when one is not an object with a key, or a key is there twice. */
  function byKey(key: readonly string[], items: readonly unknown[]): Map<string, Fields> | undefined {
    const out = new Map<string, Fields>();
    for (const item of items) {
      if (!isRecord(item)) return undefined;
      const values = key.map((f) => own(item, f));
      if (values.some((v) => v === undefined)) return undefined;
      const k = canonicalJson(values)!;
      if (out.has(k)) return undefined;
      out.set(k, item);
    }
    return out;
  }

  function mergeKeyed(path: string, key: readonly string[], b: readonly unknown[], m: readonly unknown[], t: readonly unknown[]): readonly unknown[] | undefined {
    const [bs, ms, ts] = [byKey(key, b), byKey(key, m), byKey(key, t)];
    if (!bs || !ms || !ts) return undefined;
    // The order: theirs, unless only mine changed which elements there are or their order.
    const order = (s: Map<string, Fields>): string => canonicalJson([...s.keys()])!;
    const mineLeads = order(ts) === order(bs) && order(ms) !== order(bs);
    const [lead, other] = mineLeads ? [ms, ts] : [ts, ms];
    // The other side's elements the leading side lacks, after the element they follow there ('' at the start: no key is '').
    const after = new Map<string, string[]>();
    let last = '';
    for (const k of other.keys()) {
      if (lead.has(k)) last = k;
      else if (after.has(last)) after.get(last)!.push(k);
      else after.set(last, [k]);
    }
    const out: unknown[] = [];
    const put = (k: string): void => {
      const merged = merge(path, true, bs.get(k), ms.get(k), ts.get(k));
      if (merged !== undefined) out.push(merged);
    };
    for (const k of after.get('') ?? []) put(k);
    for (const k of lead.keys()) {
      put(k);
      for (const added of after.get(k) ?? []) put(added);
    }
    const keeps = (x: readonly unknown[]): boolean => x.length === out.length && out.every((v, i) => x[i] === v);
    return keeps(t) ? t : keeps(m) ? m : out;
  }

  return merge('', true, base, mine, theirs) as T;
}
