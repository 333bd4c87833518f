import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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
