/** True for a d6 result: an integer from 1 to 6. */
export function isD6(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** True for a finite integer (user-entered values of the game-time helpers). */
export function isInt(n: number): boolean {
  return Number.isInteger(n);
}
