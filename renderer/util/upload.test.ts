import { describe, expect, it } from 'vitest';
import { uploadedText, uploadedUtf8 } from './upload';

// "Müller" as a Windows editor saves it: ü is the single byte 0xFC (not valid UTF-8).
const W1252 = Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);

describe('a chosen file’s text (browser mode)', () => {
  it('reads UTF-8 as such and a Windows editor’s file as Windows-1252, never into replacement characters', async () => {
    expect(await uploadedText(new File(['Müller'], 'a.muster'))).toEqual({ text: 'Müller', encoding: 'utf-8' });
    expect(await uploadedText(new File([W1252], 'b.muster'))).toEqual({ text: 'Müller', encoding: 'windows-1252' });
  });

  it('refuses a file read only as UTF-8 that is not, naming it in the language shown', async () => {
    expect(await uploadedUtf8(new File(['{"a":1}'], 'pack.json'), 'en')).toBe('{"a":1}');
    await expect(uploadedUtf8(new File([W1252], 'pack.json'), 'en')).rejects.toThrow('pack.json: is not UTF-8 text; Muster reads this file only as UTF-8 (save it as UTF-8 in your editor)');
    await expect(uploadedUtf8(new File([W1252], 'pack.json'), 'de')).rejects.toThrow(/^pack\.json: .*UTF-8/);
  });

  it('names a zip archive as one, to unpack first (a pack sent zipped)', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xdc, 0x80]);
    await expect(uploadedUtf8(new File([zip], 'p.zip'), 'en')).rejects.toThrow(/^p\.zip: is a zip archive, not a text file; unpack it first and choose the file inside$/);
    await expect(uploadedUtf8(new File([zip], 'p.zip'), 'de')).rejects.toThrow(/^p\.zip: ist ein ZIP-Archiv, keine Textdatei; entpacke es zuerst und wähle die Datei darin$/);
  });
});
