import { resolveValue } from '@intlify/core-base';
import { describe, expect, it } from 'vitest';
import { resolveMessage } from './resolve';
import { SHEET_MESSAGES } from './sheet';
import { MESSAGES, lookupMessage, messageIds, translate } from './translate';

describe('resolveMessage', () => {
  it("finds every message of the catalogue (screens, rules, sheets) where the library's resolver does", () => {
    expect(Object.keys(SHEET_MESSAGES.en).length).toBeGreaterThan(0);
    for (const lang of ['de', 'en'] as const) {
      const ids = messageIds(lang);
      expect(ids.length).toBeGreaterThan(1000);
      for (const id of ids) {
        const found = resolveMessage(MESSAGES[lang], id);
        expect(typeof found, id).toBe('string');
        expect(found, id).toBe(resolveValue(MESSAGES[lang], id));
      }
    }
  });

  it('gives a section as the library does, and null for an id that leads nowhere', () => {
    const messages = MESSAGES.en;
    const section = messageIds('en')[0]!.split('.')[0]!;
    expect(resolveMessage(messages, section)).toBe(resolveValue(messages, section));
    expect(typeof resolveMessage(messages, section)).toBe('object');
    // Missing keys, a key past a text, inherited properties, an empty key, no catalogue.
    const someText = messageIds('en')[0]!;
    for (const id of ['nope', `${section}.nope`, `${someText}.length`, `${someText}.x.y`, 'constructor', `${section}.toString`, '__proto__', `${section}.hasOwnProperty`, `${section}..x`]) {
      expect(resolveMessage(messages, id), id).toBeNull();
      expect(resolveValue(messages, id), id).toBeNull();
    }
    expect(resolveMessage(null, section)).toBeNull();
    expect(resolveMessage('text', 'length')).toBeNull();
  });

  it('is what translate and lookupMessage find', () => {
    const id = 'lists.create.title';
    expect(lookupMessage('de', id)).toBe(resolveMessage(MESSAGES.de, id));
    expect(translate('en', id)).toBe(resolveMessage(MESSAGES.en, id));
    expect(lookupMessage('en', 'lists.create')).toBeUndefined();
    expect(lookupMessage('en', 'lists.create.constructor')).toBeUndefined();
    expect(translate('en', 'lists.create.constructor')).toBe('lists.create.constructor');
  });
});
