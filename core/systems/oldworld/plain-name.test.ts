import { describe, expect, it } from 'vitest';
import { plainName, plainText } from './plain-name';

describe('plainName', () => {
  it('takes out the dataset’s notes in braces, in names and in lists of rules', () => {
    expect(plainName('Griffon {empire}')).toBe('Griffon');
    expect(plainName('巨鹰{mount}')).toBe('巨鹰');
    expect(plainName('Lore of Hashut {renegade}, Resolute')).toBe('Lore of Hashut, Resolute');
    expect(plainName('Fear, Storm Call {warriors of chaos}, Terror')).toBe('Fear, Storm Call, Terror');
    expect(plainName('Dreadquake Mortar {weapon}, Hand weapons')).toBe('Dreadquake Mortar, Hand weapons');
  });
  it('leaves other texts alone, and a text that is nothing but a note', () => {
    expect(plainName('Impact Hits (D3+1), Fly (9)')).toBe('Impact Hits (D3+1), Fly (9)');
    expect(plainName('{mount}')).toBe('{mount}');
    expect(plainName('')).toBe('');
  });
  it('does so in every language', () => {
    expect(plainText({ en: 'Great Eagle {mount}', de: 'Großer Adler', cn: '巨鹰{mount}' })).toEqual({ en: 'Great Eagle', de: 'Großer Adler', cn: '巨鹰' });
  });
});
