import { whole } from '../table/dice';

/** What a whole-number field of the siege editor holds: a number it takes, nothing (an emptied optional field), or something it refuses. */
export type WholeNumberRead = { ok: true; value: number | undefined } | { ok: false };

/**
 * Reads a number field (`<input type="number">`) as a whole number from `min` to `max`; empty is
 * nothing when the field is `optional`, else refused. What is no number at all ("abc") reads as
 * an empty value in such a field: its validity tells it from an emptied one.
 */
export function readWholeNumber(input: HTMLInputElement, min: number, max: number, optional = false): WholeNumberRead {
  if (input.validity?.badInput) return { ok: false };
  if (input.value.trim() === '') return optional ? { ok: true, value: undefined } : { ok: false };
  const n = whole(input.value, min, max);
  return n === undefined ? { ok: false } : { ok: true, value: n };
}
