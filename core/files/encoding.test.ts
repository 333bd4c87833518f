import { describe, expect, it } from 'vitest';
import { decodeText, decodeUtf8 } from './encoding';

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

describe('decodeUtf8', () => {
  it('reads UTF-8 text; refuses other bytes as not UTF-8 and a zip archive as one, whatever its bytes decode as', () => {
    expect(decodeUtf8(new TextEncoder().encode('\uFEFF{"format":"muster-pack"}'))).toEqual({ text: '{"format":"muster-pack"}' });
    expect(decodeUtf8(Uint8Array.from([0x5a, 0xe4, 0x68]))).toEqual({ refused: 'not-utf8' });
    // A zip of a pack (PK\x03\x04, a local file header) and an empty zip (PK\x05\x06), both valid UTF-8 here.
    expect(decodeUtf8(new TextEncoder().encode('PK\x03\x04\x14\x00tnb.muster-pack.json'))).toEqual({ refused: 'zip-archive' });
    expect(decodeUtf8(Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]).buffer)).toEqual({ refused: 'zip-archive' });
    expect(decodeUtf8(new TextEncoder().encode('PK'))).toEqual({ text: 'PK' });
  });
});
