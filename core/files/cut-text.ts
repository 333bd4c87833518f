/**
 * A text cut to at most `max` UTF-16 units (the unit JavaScript, zod's `.max` and the file
 * formats' limits count in) without splitting a character: a surrogate pair the cut would halve
 * goes whole (an emoji at the limit is left out, not cut into an unpaired half that no file can
 * hold as valid Unicode).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = max > 0 && /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
}
