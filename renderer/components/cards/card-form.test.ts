import { describe, expect, it } from 'vitest';
import { cardFileSchema, cardSchema, type Card } from '../../../core/model/card';
import goblinFile from '../../../resources/cards/confrontation/goblins-no-dan-kar.json';
import { cardToDraft, draftToInput, emptyDraft, slugify } from './card-form';
import { MAX_CARD_ID_LENGTH } from '../../../core/model/card-terms';

const goblins = cardFileSchema.parse(goblinFile);
const byId = (id: string): Card => {
  const card = goblins.cards.find((c) => c.id === id);
  if (!card) throw new Error(id);
  return card;
};

describe('card form model', () => {
  it('turns a shipped war machine into a draft and back without losing anything', () => {
    const card = byId('goblin-mountain-breaker');
    const draft = cardToDraft(card);
    expect(draft.points).toBe(95);
    expect(draft.stats).toEqual([
      { key: 'STR', value: 12 },
      { key: 'RES', value: 10 },
    ]);
    expect(draft.warMachine.substitute).toEqual([
      { stat: 'AIM', min: 3 },
      { stat: 'DIS', min: 3 },
    ]);
    expect(draft.warMachine.hasArtillery).toBe(true);
    expect(draft.warMachine.templateDiameterMm).toBe(100);
    expect(cardSchema.parse(draftToInput(draft))).toEqual({ ...card, source: 'user' });
  });

  it('keeps every card of a shipped file as it is (source becomes user)', () => {
    for (const card of goblins.cards) expect(cardSchema.parse(draftToInput(cardToDraft(card)))).toEqual({ ...card, source: 'user' });
  });

  it('keeps fields the form does not edit', () => {
    const card = { ...byId('goblin-minelayer'), mercenary: true, allyOf: 'dwarves-tir-na-bor' } as Card;
    const draft = cardToDraft(card);
    expect(draft.extra).toEqual({ mercenary: true, allyOf: 'dwarves-tir-na-bor' });
    expect(draftToInput(draft)).toMatchObject({ mercenary: true, allyOf: 'dwarves-tir-na-bor', id: 'goblin-minelayer' });
  });

  it('leaves out empty optional fields and the war-machine block of other kinds', () => {
    const draft = emptyDraft();
    draft.id = ' my-card ';
    draft.name = { de: 'Karte', en: 'Card ' };
    draft.points = 12;
    draft.warMachine.weight = 4;
    expect(draftToInput(draft)).toEqual({
      id: 'my-card',
      kind: 'fighter',
      name: { de: 'Karte', en: 'Card' },
      source: 'user',
      points: 12,
      personality: false,
      size: 'normal',
      figures: 1,
      mount: false,
      throne: false,
      stats: {},
      abilities: [],
    });
  });

  it('writes an empty number as absent, and a text given in one language serves both', () => {
    const draft = emptyDraft();
    draft.rank = { de: '', en: 'Regular' };
    draft.kind = 'war-machine';
    draft.warMachine.hasArtillery = true;
    const input = draftToInput(draft);
    expect(input.points).toBeUndefined();
    expect(input.rank).toEqual({ de: 'Regular', en: 'Regular' });
    draft.name = { de: 'Nur Deutsch', en: '' };
    expect(draftToInput(draft).name).toEqual({ de: 'Nur Deutsch', en: 'Nur Deutsch' });
    expect(input.warMachine).toEqual({ mobility: 'immobile', servants: [], substitute: [], artillery: { class: 'light', kind: 'zone' } });
  });

  it('suggests ids from names', () => {
    expect(slugify('Goblin Cannon')).toBe('goblin-cannon');
    expect(slugify('Wächter von Tir-Nâ-Bor!')).toBe('wachter-von-tir-na-bor');
    expect(slugify('  Große Straße ')).toBe('grosse-strasse');
  });

  it('cuts the id suggested from a long name to the id limit, after a whole word', () => {
    const name = 'Great Chieftain Ülfwërk the Unbroken Howler of the Ancient Silver Moon and Keeper of the Sacred Grove of Yllia Who Never Sleeps';
    const id = slugify(name);
    expect(id.length).toBeLessThanOrEqual(MAX_CARD_ID_LENGTH);
    expect(id).toBe('great-chieftain-ulfwerk-the-unbroken-howler-of-the-ancient-silver-moon-and-keeper-of-the-sacred');
    // One word longer than the limit is cut inside it.
    expect(slugify('x'.repeat(150))).toBe('x'.repeat(MAX_CARD_ID_LENGTH));
  });
});
