import { describe, expect, it } from 'vitest';
import { decodeText } from './encoding';

describe('decodeText', () => {
  it('reads bytes as UTF-8 (byte order mark left out), else as Windows-1252, and says which', () => {
    const utf8 = new TextEncoder().encode('\uFEFFname_de\nZwergenwächter\n');
    expect(decodeText(utf8)).toEqual({ text: 'name_de\nZwergenwächter\n', encoding: 'utf-8' });
    // "Zwergenwächter;Groß" as German Excel, LibreOffice and Windows editors save it: ä is 0xE4, ß 0xDF.
    const w1252 = Uint8Array.from([...'Zwergenw'].map((c) => c.charCodeAt(0)).concat([0xe4], [...'chter;Gro'].map((c) => c.charCodeAt(0)), [0xdf]));
    expect(decodeText(w1252)).toEqual({ text: 'Zwergenwächter;Groß', encoding: 'windows-1252' });
    expect(decodeText(w1252.buffer)).toEqual({ text: 'Zwergenwächter;Groß', encoding: 'windows-1252' });
    // A replacement character written as valid UTF-8 is text like any other.
    expect(decodeText(new TextEncoder().encode('a\uFFFDb'))).toEqual({ text: 'a\uFFFDb', encoding: 'utf-8' });
  });
});
