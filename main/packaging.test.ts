import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ICO_SIZES, LINUX_SIZES } from '../scripts/build-icons';
import { FONT_FILES } from '../templates/style';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  extraResources: { from: string; to: string }[];
  fileAssociations: { ext: string }[];
  linux: { target: string[] };
  win: { target: string[] };
  mac: { target: string[] };
}

function load(): BuilderConfig {
  return parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
}

function validator() {
  const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('electron-builder.yml', () => {
  it("is valid against electron-builder's own configuration schema", () => {
    const validate = validator();
    const ok = validate(load());
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the schema check rejects a broken configuration', () => {
    const validate = validator();
    expect(validate({ ...load(), linux: { target: 42 } })).toBe(false);
    expect(validate({ ...load(), notAnOption: true })).toBe(false);
  });

  it('packages Muster with an allow-list, the resources and a list file association', () => {
    const config = load();
    expect(config.productName).toBe('Muster');
    expect(config.appId).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+$/);
    expect(config.files).toContain('out/**/*');
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'resources', to: 'resources' })]);
    expect(config.fileAssociations.map((f) => f.ext)).toEqual(['muster']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('names the app icon for every platform, drawn at the sizes each needs', () => {
    const config = load() as unknown as { linux: { icon: string }; win: { icon: string }; mac: { icon: string } };
    const size = (file: string): [number, number] => {
      const png = readFileSync(path.join(root, file));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(size(config.mac.icon)).toEqual([1024, 1024]);
    for (const n of LINUX_SIZES) expect(size(`${config.linux.icon}/${n}x${n}.png`)).toEqual([n, n]);
    const ico = readFileSync(path.join(root, config.win.icon));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, ICO_SIZES.length]);
    const sizes = ICO_SIZES.map((_, i) => ico.readUInt8(6 + 16 * i) || 256);
    expect(sizes).toEqual([...ICO_SIZES]);
    // The window icon (Linux) ships with the resources; the renderer's favicon is the SVG itself.
    expect(size('resources/icons/muster.png')).toEqual([256, 256]);
    expect(readFileSync(path.join(root, 'renderer', 'index.html'), 'utf8')).toContain('href="/muster.svg"');
    expect(readFileSync(path.join(root, 'electron.vite.config.ts'), 'utf8')).toContain("publicDir: resolve(import.meta.dirname, 'resources/icons')");
  });

  it('packages every font the sheets embed, with its licence', () => {
    const config = load() as unknown as { extraResources: { from: string; to: string; filter?: string[] }[] };
    const resources = config.extraResources.find((r) => r.from === 'resources');
    expect(resources?.filter).toEqual(['**/*']);
    for (const file of [...Object.values(FONT_FILES), 'LICENSE', 'LICENSE-BarlowCondensed.txt']) {
      expect(existsSync(path.join(root, 'resources', 'fonts', file)), file).toBe(true);
    }
  });

  it('flips the Electron fuses: no run-as-node, NODE_OPTIONS or --inspect; asar integrity and app only from asar', () => {
    const config = load() as unknown as { electronFuses: Record<string, boolean> };
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    // The window loads index.html from file:// (main/index.ts); without the file:// privileges
    // its module scripts would not load and the packaged app would show an empty window.
    expect(readFileSync(path.join(root, 'main', 'index.ts'), 'utf8')).toContain('pathToFileURL(rendererIndex)');
    expect(config.electronFuses.grantFileProtocolExtraPrivileges).not.toBe(false);
  });
});
