import { describe, expect, it } from 'vitest';
import { sectionOf } from './nav-items';

describe('sectionOf', () => {
  it('names the section of a page, its sub-pages included', () => {
    expect(sectionOf('/lists')).toBe('nav.lists');
    expect(sectionOf('/lists/abc')).toBe('nav.lists');
    expect(sectionOf('/cards/abc/edit')).toBe('nav.library');
    expect(sectionOf('/tjost/results')).toBe('tjost.nav');
    expect(sectionOf('/organiser/events/x')).toBe('organiser.nav');
    expect(sectionOf('/listsx')).toBeUndefined();
    expect(sectionOf('/about')).toBeUndefined();
  });
});
