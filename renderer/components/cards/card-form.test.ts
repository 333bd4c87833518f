import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullArbitrary } from '../../../core/files/test-support/schema-arbitrary';
import { cardFileSchema, cardSchema, type Card, type DbCard } from '../../../core/model/card';
import type { SystemId } from '../../../core/model/system';
import goblinFile from '../../../resources/cards/confrontation/goblins-no-dan-kar.json';
import swampGoblinFile from '../../../resources/cards/chronopia/swamp-goblins.json';
import firstbornFile from '../../../resources/cards/chronopia/firstborn.json';
import { cardToDraft, draftToInput, emptyDraft, slugify, SYSTEM_FIELDS } from './card-form';
import { KNOWN_ABILITIES, MAX_CARD_ID_LENGTH } from '../../../core/model/card-terms';

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
    expect(cardSchema.parse(draftToInput(draft, 'confrontation'))).toEqual({ ...card, source: 'user' });
  });

  it('keeps every card of a shipped file as it is (source becomes user)', () => {
    for (const card of goblins.cards) expect(cardSchema.parse(draftToInput(cardToDraft(card), 'confrontation'))).toEqual({ ...card, source: 'user' });
  });

  it('keeps fields the form does not edit', () => {
    const card = { ...byId('goblin-minelayer'), mercenary: true, allyOf: 'dwarves-tir-na-bor' } as Card;
    const draft = cardToDraft(card);
    expect(draft.extra).toEqual({ mercenary: true, allyOf: 'dwarves-tir-na-bor' });
    expect(draftToInput(draft, 'confrontation')).toMatchObject({ mercenary: true, allyOf: 'dwarves-tir-na-bor', id: 'goblin-minelayer' });
  });

  it('leaves out empty optional fields and the war-machine block of other kinds', () => {
    const draft = emptyDraft();
    draft.id = ' my-card ';
    draft.name = { de: 'Karte', en: 'Card ' };
    draft.points = 12;
    draft.warMachine.weight = 4;
    expect(draftToInput(draft, 'confrontation')).toEqual({
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
    const input = draftToInput(draft, 'confrontation');
    expect(input.points).toBeUndefined();
    expect(input.rank).toEqual({ de: 'Regular', en: 'Regular' });
    draft.name = { de: 'Nur Deutsch', en: '' };
    expect(draftToInput(draft, 'confrontation').name).toEqual({ de: 'Nur Deutsch', en: 'Nur Deutsch' });
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

const chronopiaCards = [cardFileSchema.parse(firstbornFile), cardFileSchema.parse(swampGoblinFile)].flatMap((f) =>
  f.cards.map((c): DbCard => ({ ...c, system: 'chronopia', faction: f.faction.id })),
);
const chronopiaCard = (id: string): DbCard => {
  const card = chronopiaCards.find((c) => c.id === id);
  if (!card) throw new Error(id);
  return card;
};
const withoutPlace = ({ system: _s, faction: _f, ...card }: DbCard): Card => card;

describe('card form model by game system', () => {
  it('keeps every shipped Chronopia card as it is: warband, chariot crew and draught animals, the profile in its order', () => {
    for (const card of chronopiaCards) {
      const saved = cardSchema.parse(draftToInput(cardToDraft(card), 'chronopia'));
      expect(saved).toEqual({ ...withoutPlace(card), source: 'user' });
      expect(Object.keys(saved.stats)).toEqual(Object.keys(card.stats));
    }
    const swordsman = cardToDraft(chronopiaCard('firstborn-swordsman'));
    expect(swordsman.warband).toBe(true);
    expect(swordsman.extra).toEqual({});
    const chariot = cardToDraft(chronopiaCard('swamp-goblin-chariot'));
    expect(chariot.chariot).toEqual({
      on: true,
      crew: [{ cardId: 'swamp-goblin-chariot-driver', count: 1 }, { cardId: 'swamp-goblin-chariot-spearman', count: 1 }],
      animals: [{ name: { de: 'Goblin-Reißer', en: 'Goblin Ripper' }, count: 2 }],
    });
  });

  it('shows a profile in its system’s order, whatever order the file has', () => {
    const stats = { BW: 10, FG: 7, FK: 3, G: 2, HDL: 2, NK: 4, R: 12, SCH: 8, ST: 5, VER: 12, XY: 1 };
    const draft = cardToDraft({ ...chronopiaCard('firstborn-captain'), stats });
    expect(draft.stats.map((r) => r.key)).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL', 'XY']);
    expect(draft.stats[0]).toEqual({ key: 'BW', value: 10 });
  });

  it('a new Chronopia warband card is saved as a warband, without Confrontation’s size, mount or throne', () => {
    const draft = emptyDraft();
    draft.id = 'my-warriors';
    draft.name = { de: 'Krieger', en: 'Warriors' };
    draft.points = 12;
    draft.warband = true;
    expect(draft.size).toBe('normal');
    expect(draftToInput(draft, 'chronopia')).toEqual({
      id: 'my-warriors',
      kind: 'fighter',
      name: { de: 'Krieger', en: 'Warriors' },
      source: 'user',
      points: 12,
      personality: false,
      figures: 1,
      mount: false,
      throne: false,
      stats: {},
      abilities: [],
      warband: true,
    });
  });

  it('a card moved to another system keeps none of the fields the form hides there', () => {
    const machine = cardToDraft(byId('goblin-mountain-breaker'));
    machine.mount = true;
    machine.throne = true;
    machine.size = 'large';
    machine.abilities = [{ id: 'transport', custom: false, value: 4, access: 'rear', name: { de: '', en: '' } }];
    machine.warband = true;
    const chronopia = draftToInput(machine, 'chronopia');
    expect(chronopia).not.toHaveProperty('size');
    expect(chronopia).not.toHaveProperty('warMachine');
    expect(chronopia).toMatchObject({ mount: false, throne: false, warband: true, abilities: [{ id: 'transport', value: 4 }] });
    expect((chronopia.abilities as unknown[])[0]).toEqual({ id: 'transport', value: 4 });
    const oldworld = draftToInput(machine, 'oldworld');
    expect(oldworld).not.toHaveProperty('size');
    expect(oldworld).not.toHaveProperty('warMachine');
    expect(oldworld).not.toHaveProperty('warband');
    const back = draftToInput(machine, 'confrontation');
    expect(back).toMatchObject({ size: 'large', mount: true, throne: true, abilities: [{ id: 'transport', value: 4, access: 'rear' }] });
    expect(back).toHaveProperty('warMachine');
    expect(back).not.toHaveProperty('warband');

    const chariot = cardToDraft(chronopiaCard('swamp-goblin-chariot'));
    expect(draftToInput(chariot, 'confrontation')).not.toHaveProperty('chariot');
    expect(draftToInput(chariot, 'chronopia')).toHaveProperty('chariot');
    chariot.chariot.on = false;
    expect(draftToInput(chariot, 'chronopia')).not.toHaveProperty('chariot');
  });

  it('every field the form shows for a system survives save → load (property test over the card schema)', () => {
    const trimmed = (t: { de: string; en: string }): { de: string; en: string } => ({ de: t.de.trim(), en: t.en.trim() });
    const filled = (t: { de: string; en: string } | undefined): boolean => t === undefined || (t.de !== '' && t.en !== '');
    // Cards as a file holds them (JSON: no -0), texts without spaces at their ends (the form trims them).
    const arb = (fullArbitrary(cardSchema) as fc.Arbitrary<Card>)
      .map((c) => JSON.parse(JSON.stringify(cardSchema.parse(c))) as Card)
      .map((c): Card => ({
        ...c,
        name: trimmed(c.name),
        rank: c.rank && trimmed(c.rank),
        notes: c.notes && trimmed(c.notes),
        abilities: c.abilities.map((a) => ({ ...a, name: a.name && trimmed(a.name) })),
        chariot: c.chariot && { ...c.chariot, draft: c.chariot.draft.map((d) => ({ ...d, name: trimmed(d.name) })) },
      }))
      .filter((c) => [c.name, c.rank, c.notes, ...c.abilities.map((a) => a.name), ...(c.chariot?.draft.map((d) => d.name) ?? [])].every(filled));
    /** What the form saves of `card` in `system`: the card, without the fields of other systems. */
    const expected = (card: Card, system: SystemId): Card => {
      const fields = SYSTEM_FIELDS[system];
      const out: Card = { ...card, source: 'user' };
      if (!fields.sizeAndMount) {
        delete out.size;
        out.mount = false;
        out.throne = false;
      }
      if (!fields.warMachine || out.kind !== 'war-machine') delete out.warMachine;
      if (!fields.warbandAndChariot) {
        delete out.warband;
        delete out.chariot;
      }
      if (out.warband === false) delete out.warband;
      out.abilities = card.abilities.map(({ name, access, ...a }) => {
        const known = fields.knownAbilities && (KNOWN_ABILITIES as readonly string[]).includes(a.id);
        return { ...a, ...(access !== undefined && fields.knownAbilities ? { access } : {}), ...(name !== undefined && !known ? { name } : {}) };
      });
      return out;
    };
    fc.assert(
      fc.property(arb, fc.constantFrom<SystemId>('confrontation', 'chronopia', 'oldworld'), (card, system) => {
        const saved = cardSchema.parse(draftToInput(cardToDraft({ ...card, system, faction: 'f' }), system));
        expect(saved).toEqual(expected(card, system));
        // Saved again, nothing changes.
        expect(cardSchema.parse(draftToInput(cardToDraft({ ...saved, system, faction: 'f' }), system))).toEqual(saved);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
