// Tests run in Node and may read the repository (the shipped code never does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupMessage } from '../i18n/translate';
import { LANGS } from '../model/system';
import { RULE_FAILED } from './engine';
import { RULES, SIEGE_RULES } from './registry';

const ROOT = path.resolve(__dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources', 'samples');
const CODES = [...RULES.map((r) => r.code), ...SIEGE_RULES.map((r) => r.code)];

/**
 * Codes without a sample file, each with its reason (docs/architecture.md, "Adding a rule").
 * Keep this list tiny: every other code has a sample that the command line checks.
 */
const NO_SAMPLE: Readonly<Record<string, string>> = {
  [RULE_FAILED]: 'reports a bug in a rule; no list can cause it',
  'card.unknown': 'a list file naming an unknown card is refused on load, before any rule runs',
  'assignment.unknown-target': 'a list file assigning to a missing entry is repaired on load, before any rule runs',
};

/** Every folder named rules/ under core, with the files in it. */
function ruleFolders(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const full = path.join(dir, e.name);
    if (e.name === 'rules') out.push(full);
    ruleFolders(full, out);
  }
  return out;
}

describe('the registry of checks', () => {
  it('has every code once, lists and sieges together', () => {
    expect(new Set(CODES).size).toBe(CODES.length);
    expect(CODES).not.toContain(RULE_FAILED);
  });

  it.each([...CODES, RULE_FAILED])('%s has a message in German and English', (code) => {
    for (const lang of LANGS) expect(lookupMessage(lang, `issue.${code}`), `${lang} issue.${code}`).toBeTypeOf('string');
  });

  it.each(CODES.filter((c) => !(c in NO_SAMPLE)))('%s has a sample file named after it', (code) => {
    const kind = SIEGE_RULES.some((r) => r.code === code) ? 'muster-siege' : 'muster';
    expect(existsSync(path.join(SAMPLES, `${code}.${kind}`)), `resources/samples/${code}.${kind}`).toBe(true);
  });

  it.each([...CODES, RULE_FAILED])('%s is described in docs/rules.md', (code) => {
    const headings = readFileSync(path.join(ROOT, 'docs', 'rules.md'), 'utf8').split('\n').filter((l) => l.startsWith('### '));
    const severity = [...RULES, ...SIEGE_RULES].find((r) => r.code === code)?.severity ?? 'error';
    const heading = `### \`${code}\` (${severity})`;
    expect(headings, `docs/rules.md needs the heading: ${heading}`).toContain(heading);
  });

  it('exempts only registered codes without a sample', () => {
    for (const code of Object.keys(NO_SAMPLE)) {
      if (code !== RULE_FAILED) expect(CODES).toContain(code);
      expect(existsSync(path.join(SAMPLES, `${code}.muster`))).toBe(false);
    }
  });

  it('keeps one rule per file in rules/ folders, each with its test beside it', () => {
    const folders = ruleFolders(path.join(ROOT, 'core'));
    expect(folders.length).toBeGreaterThanOrEqual(6);
    const rules = folders.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(dir, f)));
    for (const file of rules) expect(existsSync(file.replace(/\.ts$/, '.test.ts')), `${path.relative(ROOT, file)} has a test`).toBe(true);
    expect(rules.length).toBe(CODES.length);
  });
});
