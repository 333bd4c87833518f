import type { OwText } from './model';

/**
 * Old World Builder's data tells apart names it holds more than once by a note in braces, the
 * army or what the thing is (`Cannon {dwarfs}`, `Griffon {empire}`, `Great Eagle {mount}`,
 * `Storm Call {warriors}`), and takes it out wherever it shows a name; so does Muster's import.
 */
const NOTE = /\s*\{[^{}]*\}/g;

/** A name or text without the dataset's notes in braces (the text itself when nothing else is left). */
export function plainName(text: string): string {
  if (!text.includes('{')) return text;
  const plain = text.replace(NOTE, '').replace(/ {2,}/g, ' ').trim();
  return plain || text;
}

/** The same for a text in every language the dataset has. */
export function plainText(text: OwText): OwText {
  const out: Record<string, string> = {};
  for (const [lang, value] of Object.entries(text)) out[lang] = plainName(value);
  return out as OwText;
}
