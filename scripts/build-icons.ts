import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Draws Muster's app icon (resources/icons/muster.svg, the one source) as the images packaging
 * and the app need, with Chromium:
 * - build/icon.png (1024 px: electron-builder makes the macOS icon from it),
 * - build/icons/<n>x<n>.png (Linux: AppImage and deb),
 * - build/icon.ico (Windows: 16 to 256 px in one file),
 * - resources/icons/muster.png (256 px: the window icon on Linux).
 * The favicon of the renderer is the SVG itself. Run after changing the SVG:
 *   node --import tsx scripts/build-icons.ts
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_SVG = path.join(root, 'resources', 'icons', 'muster.svg');
export const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

/** An .ico file holding PNG images (Windows Vista and later read them; 256 px is written as 0). */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((x) => x.png)]);
}

async function main(): Promise<void> {
  const svg = await readFile(ICON_SVG, 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const draw = async (size: number): Promise<Buffer> => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    const build = path.join(root, 'build');
    await mkdir(path.join(build, 'icons'), { recursive: true });
    await writeFile(path.join(build, 'icon.png'), await draw(1024));
    for (const size of LINUX_SIZES) await writeFile(path.join(build, 'icons', `${size}x${size}.png`), await draw(size));
    const images = [];
    for (const size of ICO_SIZES) images.push({ size, png: await draw(size) });
    await writeFile(path.join(build, 'icon.ico'), icoOf(images));
    await writeFile(path.join(root, 'resources', 'icons', 'muster.png'), await draw(256));
  } finally {
    await browser.close();
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) await main();
