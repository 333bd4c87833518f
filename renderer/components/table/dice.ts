/** A die typed in a box: 1-6, else undefined. */
export function d6(text: string): number | undefined {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : undefined;
}

/** A whole number typed in a box (0 allowed), else undefined. */
export function whole(text: string, min = 0, max = 1000): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Dice typed as "4 5 2" or "4,5,2": every one 1-6, else undefined. */
export function diceList(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 12) return undefined;
  const dice = parts.map(d6);
  return dice.every((d): d is number => d !== undefined) ? dice : undefined;
}

/** True when a box holds something that its reading refuses (an empty box is not mistyped, only unfilled). */
export function mistyped(text: string, read: (text: string) => unknown): boolean {
  return text.trim() !== '' && read(text) === undefined;
}
