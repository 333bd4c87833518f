import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';

/** Every text of a catalogue branch with its id. */
function texts(node: unknown, id = ''): [string, string][] {
  if (typeof node === 'string') return [[id, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, id ? `${id}.${key}` : key));
}

describe('German Old World texts', () => {
  it('use German terms where Muster writes its own words: Ausgewogenes Spiel, Regel des Stolzes (not Matched Play, Rule of Pride)', () => {
    const german = texts(CATALOGUE.de);
    expect(german.filter(([, text]) => /Matched Play|Rule of Pride/i.test(text)).map(([id]) => id)).toEqual([]);
    expect(german.find(([id]) => id === 'oldworld.compositionRule')?.[1]).toBe('Ausgewogenes Spiel');
    expect(german.find(([id]) => id === 'issue.oldworld.magic-item-combination')?.[1]).toContain('Regel des Stolzes');
  });
});
