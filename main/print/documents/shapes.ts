import { COLORS, LINE_MM, TYPE_PT, type FontWeight } from '../../../templates/style';
import { TOKEN_LAYOUT } from '../../../templates/pieces';
import type { Pdf } from '../pdf';

/** A row of empty tick boxes (SP tracking), numbered lightly; wraps after `perRow`. */
export function tickBoxes(pdf: Pdf, x: number, y: number, count: number, boxMm: number, perRow: number): void {
  const stroke = { color: COLORS.text, widthMm: LINE_MM.rule * 1.5 };
  for (let i = 0; i < count; i++) {
    const bx = x + (i % perRow) * boxMm;
    const by = y + Math.floor(i / perRow) * boxMm;
    pdf.rect(bx + 0.4, by + 0.4, boxMm - 0.8, boxMm - 0.8, stroke);
    if (boxMm >= 5) pdf.text(String(i + 1), bx + 0.8, by + 0.7, { sizePt: TYPE_PT.micro, color: COLORS.rule });
  }
}

/** Text centred in a box of the given width, with its top at y; returns its height. */
export function centred(pdf: Pdf, text: string, x: number, y: number, widthMm: number, sizePt: number, weight: FontWeight = 'regular', color: string = COLORS.text): number {
  return pdf.text(text, x, y, { sizePt, weight, widthMm, align: 'center', color });
}

/** Largest type size (max..min, in half points) at which every word of `text` fits `widthMm`. */
export function fitSize(pdf: Pdf, text: string, widthMm: number, maxPt: number, minPt: number, weight: FontWeight = 'heading'): number {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = maxPt; size > minPt; size -= 0.5) {
    if (words.every((w) => pdf.textWidth(w, { sizePt: size, weight }) <= widthMm)) return size;
  }
  return minPt;
}

interface LineStyle {
  sizePt: number;
  weight?: FontWeight;
}

/** The longest start of `text` that fits `widthMm` with "…" after it ("…" alone when nothing does). */
function cutToFit(pdf: Pdf, text: string, widthMm: number, style: LineStyle): string {
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (pdf.textWidth(`${chars.slice(0, mid).join('').trimEnd()}…`, style) <= widthMm) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/**
 * `text` broken at spaces into lines, line i no wider than `widthsMm(i)`, at most `maxLines`
 * lines: undefined when the words do not all fit so (a word wider than its line, or more lines).
 */
function breakLines(pdf: Pdf, words: readonly string[], style: LineStyle, widthsMm: (line: number) => number, maxLines: number): string[] | undefined {
  const lines: string[] = [];
  let i = 0;
  while (i < words.length) {
    if (lines.length >= maxLines) return undefined;
    const width = widthsMm(lines.length);
    let line = words[i] ?? '';
    if (pdf.textWidth(line, style) > width) return undefined;
    i++;
    while (i < words.length && pdf.textWidth(`${line} ${words[i]}`, style) <= width) line = `${line} ${words[i++]}`;
    lines.push(line);
  }
  return lines;
}

/**
 * A name in a box `widthMm` wide: on one line at the largest size from `maxPt` down to `minPt`
 * (half points); else at `minPt` on up to `maxLines` lines, broken at spaces, where the last line
 * ends in "…" when the rest does not fit (and so does a word wider than a line). Each line fits
 * the box at the size returned.
 */
export function fitLines(pdf: Pdf, text: string, widthMm: number, maxPt: number, minPt: number, maxLines: number, weight: FontWeight = 'heading'): { sizePt: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let sizePt = maxPt; sizePt >= minPt; sizePt -= 0.5) {
    const one = words.join(' ');
    if (pdf.textWidth(one, { sizePt, weight }) <= widthMm) return { sizePt, lines: [one] };
  }
  const style = { sizePt: minPt, weight };
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i++] ?? '';
    if (pdf.textWidth(line, style) > widthMm) line = cutToFit(pdf, line, widthMm, style);
    else while (i < words.length && pdf.textWidth(`${line} ${words[i]}`, style) <= widthMm) line = `${line} ${words[i++]}`;
    lines.push(line);
  }
  if (i < words.length && lines.length > 0) lines[lines.length - 1] = cutToFit(pdf, `${lines[lines.length - 1]} ${words.slice(i).join(' ')}`, widthMm, style);
  return { sizePt: minPt, lines };
}

/** Text set inside a circle: its size, its lines and the line height (mm), the block's top from the centre (mm, negative: above). */
interface RoundText {
  sizePt: number;
  lines: string[];
  lineMm: number;
  topMm: number;
}

/**
 * A word set inside a circle of `radiusMm`: each line no wider than the circle's chord at the
 * line's edge farthest from the centre, the lines (and a caption line of `captionMm` height and
 * `captionWidthMm` width below them, when given) centred on the middle; at the largest size from
 * `maxPt` down to `minPt` (half points) where the words fit, on as few lines as possible there.
 * Words that fit at no size are cut with "…" at `minPt`, one to a line.
 */
export function roundText(pdf: Pdf, text: string, radiusMm: number, maxPt: number, minPt: number, caption: { heightMm: number; widthMm: number } = { heightMm: 0, widthMm: 0 }): RoundText {
  const words = text.split(/\s+/).filter(Boolean);
  const chord = (a: number, b: number): number => {
    const far = Math.max(Math.abs(a), Math.abs(b));
    return far >= radiusMm ? 0 : 2 * Math.sqrt(radiusMm * radiusMm - far * far);
  };
  const layout = (sizePt: number, n: number) => {
    const lineMm = pdf.textHeight('X', { sizePt, weight: 'heading' });
    const topMm = -(n * lineMm + caption.heightMm) / 2;
    const captionTop = topMm + n * lineMm;
    const captionFits = caption.heightMm === 0 || caption.widthMm <= chord(captionTop, captionTop + caption.heightMm);
    return { lineMm, topMm, captionFits, width: (i: number) => chord(topMm + i * lineMm, topMm + (i + 1) * lineMm) };
  };
  for (let sizePt = maxPt; sizePt >= minPt; sizePt -= 0.5) {
    for (let n = 1; n <= words.length; n++) {
      const l = layout(sizePt, n);
      if (!l.captionFits) continue;
      const lines = breakLines(pdf, words, { sizePt, weight: 'heading' }, l.width, n);
      if (lines) return { sizePt, lines, lineMm: l.lineMm, topMm: l.topMm };
    }
  }
  const l = layout(minPt, words.length);
  return { sizePt: minPt, lines: words.map((w, i) => (pdf.textWidth(w, { sizePt: minPt, weight: 'heading' }) <= l.width(i) ? w : cutToFit(pdf, w, l.width(i), { sizePt: minPt, weight: 'heading' }))), lineMm: l.lineMm, topMm: l.topMm };
}

/** The radius a round counter's words stay inside: the inside of its ring less the margin. */
export function counterTextRadius(diameterMm: number): number {
  return diameterMm / 2 - TOKEN_LAYOUT.ringInsetMm - LINE_MM.box / 2 - TOKEN_LAYOUT.textMarginMm;
}
