import { describe, expect, it } from 'vitest';
import { pageLangOf, withPageLang } from './page-lang';

describe('pageLangOf', () => {
  it('reads a language Muster speaks from the query', () => {
    expect(pageLangOf('?lang=de')).toBe('de');
    expect(pageLangOf('?token=abc&lang=en')).toBe('en');
  });

  it('ignores a missing, empty or unknown language', () => {
    expect(pageLangOf('')).toBeUndefined();
    expect(pageLangOf('?token=abc')).toBeUndefined();
    expect(pageLangOf('?lang=')).toBeUndefined();
    expect(pageLangOf('?lang=fr')).toBeUndefined();
    expect(pageLangOf('?lang=DE')).toBeUndefined();
    expect(pageLangOf('?lang=constructor')).toBeUndefined();
  });
});

describe('withPageLang', () => {
  it('adds the language and keeps the token, other parameters and the hash', () => {
    expect(withPageLang('http://127.0.0.1:5/?token=abc', 'de')).toBe('http://127.0.0.1:5/?token=abc&lang=de');
    expect(withPageLang('http://127.0.0.1:5/?x=1#/lists/l-1', 'en')).toBe('http://127.0.0.1:5/?x=1&lang=en#/lists/l-1');
    expect(withPageLang('file:///opt/Muster/resources/app/out/renderer/index.html', 'de')).toBe('file:///opt/Muster/resources/app/out/renderer/index.html?lang=de');
  });

  it('replaces a language already named, once', () => {
    expect(withPageLang('http://127.0.0.1:5/?lang=de&x=1#/print', 'en')).toBe('http://127.0.0.1:5/?lang=en&x=1#/print');
    expect(pageLangOf(new URL(withPageLang('http://h/?lang=de&lang=de', 'en')).search)).toBe('en');
  });
});
