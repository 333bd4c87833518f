import { describe, expect, it } from 'vitest';
import { cardFileSchema, type DbCard } from '../model/card';
import empireFile from '../../resources/cards/oldworld/empire-of-man.json';
import { cardSummary } from './types';

describe('cardSummary', () => {
  it('says which Old World unit is taken only as a detachment (the State Troops detachment beside the State Troops of the same name)', () => {
    const cards = cardFileSchema.parse(empireFile).cards.map((c) => ({ ...c, system: 'oldworld', faction: 'empire-of-man' }) as DbCard);
    const summary = (id: string) => cardSummary(cards.find((c) => c.id === id)!);
    expect(summary('empire-of-man-state-troops-detachment')).toMatchObject({ name: { en: 'State Troops' }, detachment: true });
    expect(summary('empire-of-man-state-missile-troops-detachment').detachment).toBe(true);
    expect('detachment' in summary('empire-of-man-state-troops')).toBe(false);
    expect(cards.filter((c) => cardSummary(c).detachment).map((c) => c.id)).toEqual(cards.filter((c) => c.oldworld?.detachment).map((c) => c.id));
  });
});
