import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner hands CSS imports over empty.
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

/** The declarations of the rule whose selector is exactly `selector` in styles.css. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!found) return {};
  return Object.fromEntries(
    found[1]!
      .split(';')
      .map((d) => d.split(':').map((x) => x.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
  );
}

describe('styles.css', () => {
  it('a header field’s label stands apart from its select ("Regelausgabe" touched it), as the points limit’s does', () => {
    const field = rule('.composition-field');
    expect(field.display).toBe('flex');
    expect(field.gap).toBe(rule('.limit-field').gap);
    expect(Number.parseFloat(field.gap ?? '0')).toBeGreaterThan(0);
  });
});
