/**
 * The first time a window shows a text style (family, size and weight), the browser sets up its
 * font during the layout that needs it. On Linux that includes a request to the browser process
 * for each style. On a 2-core machine the editor's first screen showed six styles the lists page
 * had not, and its first style and layout after "Create list" took 31 ms under tracing, 14 of them
 * setting up fonts (with the fonts set up ahead: 15 ms, under 1 of them for fonts).
 *
 * `warmTextStyles` lays out one hidden line in each style and removes it at once, so a screen
 * opened next finds its fonts ready. It is called when the browser is idle (see `whenIdle`), on the
 * screen a user leaves for the one that needs them.
 */

/** A text style as the stylesheet sets it: size in rem, weight, and the monospace family (`.mono`) or the app's. */
export interface TextStyle {
  readonly size: number;
  readonly weight: 400 | 600 | 700;
  readonly mono?: boolean;
}

/** A few letters and digits: the font is set up by the first line laid out in it, whatever it says. */
const SAMPLE = 'Muster 0123456789';

/** Lays out a hidden line in each style (fonts are set up then) and removes them; reads nothing else. */
export function warmTextStyles(styles: readonly TextStyle[], parent: HTMLElement = document.body): void {
  const box = document.createElement('div');
  box.className = 'text-warmup';
  box.setAttribute('aria-hidden', 'true');
  for (const style of styles) {
    const line = document.createElement('span');
    if (style.mono) line.className = 'mono';
    line.style.fontSize = `${style.size}rem`;
    line.style.fontWeight = String(style.weight);
    line.textContent = SAMPLE;
    box.append(line);
  }
  parent.append(box);
  try {
    box.getBoundingClientRect();
  } finally {
    box.remove();
  }
}
