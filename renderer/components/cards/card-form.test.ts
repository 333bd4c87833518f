import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullArbitrary } from '../../../core/files/test-support/schema-arbitrary';
import { cardFileSchema, cardSchema, type Card, type DbCard } from '../../../core/model/card';
import type { Lang, Localized, SystemId } from '../../../core/model/system';
import goblinFile from '../../../resources/cards/confrontation/goblins-no-dan-kar.json';
import swampGoblinFile from '../../../resources/cards/chronopia/swamp-goblins.json';
import firstbornFile from '../../../resources/cards/chronopia/firstborn.json';
import { cardToDraft, draftToInput, emptyAllowance, emptyChoiceRow, emptyDraft, emptyProfileRow, keptExtra, slugify, suggestedId, SYSTEM_FIELDS, type CardDraft, type OwChoiceRow } from './card-form';
import { cardIssues, duplicateIssues } from './card-issues';
import type { CardLookup } from '../../../core/db/types';
import { validateList } from '../../../core/checks/validate-list';
import { newList } from '../../../core/list/new';
import { addEntry, assign, setCount } from '../../../core/list/ops';
import { listPoints } from '../../../core/list/totals';
import { owFacts } from '../../../core/systems/oldworld/facts';
import { addItem, setChoice } from '../../../core/systems/oldworld/options';
import { exportOwbList } from '../../../core/systems/oldworld/owb-list-export';
import { owbListPoints } from '../../../core/systems/oldworld/owb-points';
import { shippedOldWorld } from '../../../core/systems/oldworld/test-support/shipped';
import { allowancesOf, newEntryStart } from '../../../core/systems/oldworld/unit';
import { KNOWN_ABILITIES, MAX_CARD_ID_LENGTH } from '../../../core/model/card-terms';
import { statKeyOf } from '../../../core/model/card-stats';
import type { OwAllowance, OwOption, OwUnit } from '../../../core/systems/oldworld/model';
import type { ArmyList } from '../../../core/model/list';

const goblins = cardFileSchema.parse(goblinFile);
const byId = (id: string): Card => {
  const card = goblins.cards.find((c) => c.id === id);
  if (!card) throw new Error(id);
  return card;
};

describe('card form model', () => {
  it('turns a shipped war machine into a draft and back without losing anything', () => {
    const card = byId('goblin-mountain-breaker');
    const draft = cardToDraft(card, 'en');
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
    for (const card of goblins.cards) expect(cardSchema.parse(draftToInput(cardToDraft(card, 'en'), 'confrontation'))).toEqual({ ...card, source: 'user' });
  });

  it('keeps fields the form does not edit', () => {
    const card = { ...byId('goblin-minelayer'), mercenary: true, allyOf: 'dwarves-tir-na-bor' } as Card;
    const draft = cardToDraft(card, 'en');
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

  it('suggests ids from names: ä, ö, ü, ß written out as German does, other accents dropped', () => {
    expect(slugify('Goblin Cannon')).toBe('goblin-cannon');
    expect(slugify('Wächter von Tir-Nâ-Bor!')).toBe('waechter-von-tir-na-bor');
    expect(slugify('  Große Straße ')).toBe('grosse-strasse');
    expect(slugify('Sumpfgoblin-Kriegswagen „Größenwahn“')).toBe('sumpfgoblin-kriegswagen-groessenwahn');
    expect(slugify('ÄRGER ÜBER ÖL, GROẞ')).toBe('aerger-ueber-oel-gross');
    // Decomposed umlauts (as some keyboards and file names give them) too; other accents are dropped.
    expect(slugify('Kriegswagen Größe'.normalize('NFD'))).toBe('kriegswagen-groesse');
    expect(slugify('Élan Çà-Ñandú')).toBe('elan-ca-nandu');
    expect(slugify('kriegswagen-größe')).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });

  it('cuts the id suggested from a long name to the id limit, after a whole word', () => {
    const name = 'Great Chieftain Ülfwërk the Unbroken Howler of the Ancient Silver Moon and Keeper of the Sacred Grove of Yllia Who Never Sleeps';
    const id = slugify(name);
    expect(id.length).toBeLessThanOrEqual(MAX_CARD_ID_LENGTH);
    expect(id).toBe('great-chieftain-uelfwerk-the-unbroken-howler-of-the-ancient-silver-moon-and-keeper-of-the-sacred');
    // One word longer than the limit is cut inside it.
    expect(slugify('x'.repeat(150))).toBe('x'.repeat(MAX_CARD_ID_LENGTH));
  });
});

const trimmed = (t: { de: string; en: string }): { de: string; en: string } => ({ ...t, de: t.de.trim(), en: t.en.trim() });
const filled = (t: { de: string; en: string } | undefined): boolean => t === undefined || (t.de !== '' && t.en !== '');

/** A text the form edits, as it keeps it: without spaces at its ends, and not empty (a required text left empty is refused). */
const kept = <T extends { de: string; en: string }>(t: T): T => ({ ...t, de: t.de.trim() || 'x', en: t.en.trim() || 'x' });

/** An Old World unit as the form keeps it: the texts it edits trimmed, profile lines named, their values given (an empty one is not saved). */
function formStableUnit(ow: OwUnit): OwUnit {
  const allowance = (a: OwAllowance): OwAllowance => ({ ...a, ...(a.name ? { name: kept(a.name) } : {}) });
  const choice = (o: OwOption): OwOption => ({ ...o, name: kept(o.name), ...(o.magic ? { magic: allowance(o.magic) } : {}) });
  return {
    ...ow,
    ...(ow.specialRules ? { specialRules: kept(ow.specialRules) } : {}),
    ...(ow.notes ? { notes: kept(ow.notes) } : {}),
    profiles: ow.profiles.map((p) => ({ name: p.name.trim() ? p.name : 'x', stats: Object.fromEntries(Object.entries(p.stats).filter(([, v]) => v.trim() !== '')) })),
    equipment: ow.equipment.map(choice),
    armour: ow.armour.map(choice),
    mounts: ow.mounts.map(choice),
    options: ow.options.map(choice),
    command: ow.command.map(choice),
    items: ow.items.map(allowance),
  };
}

/** Cards as a file holds them (JSON: no -0), texts without spaces at their ends (the form trims them), every optional field set. */
const formStableCards = (fullArbitrary(cardSchema) as fc.Arbitrary<Card>)
  .map((c) => JSON.parse(JSON.stringify(cardSchema.parse(c))) as Card)
  .map((c): Card => ({
    ...c,
    name: trimmed(c.name),
    rank: c.rank && trimmed(c.rank),
    notes: c.notes && trimmed(c.notes),
    abilities: c.abilities.map((a) => ({ ...a, name: a.name && trimmed(a.name) })),
    chariot: c.chariot && { ...c.chariot, draft: c.chariot.draft.map((d) => ({ ...d, name: trimmed(d.name) })) },
    oldworld: c.oldworld && formStableUnit(c.oldworld),
    // A magic item's first note is edited (trimmed); its further notes are kept as they are.
    item: c.item && { ...c.item, ...(c.item.notes ? { notes: c.item.notes.map((n, i) => (i === 0 ? kept(n) : n)) } : {}) },
  }))
  .filter((c) => [c.name, c.rank, c.notes, ...c.abilities.map((a) => a.name), ...(c.chariot?.draft.map((d) => d.name) ?? [])].every(filled));

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
      const saved = cardSchema.parse(draftToInput(cardToDraft(card, 'en'), 'chronopia'));
      expect(saved).toEqual({ ...withoutPlace(card), source: 'user' });
      expect(Object.keys(saved.stats)).toEqual(Object.keys(card.stats));
    }
    const swordsman = cardToDraft(chronopiaCard('firstborn-swordsman'), 'en');
    expect(swordsman.warband).toBe(true);
    expect(swordsman.extra).toEqual({});
    const chariot = cardToDraft(chronopiaCard('swamp-goblin-chariot'), 'en');
    expect(chariot.chariot).toEqual({
      on: true,
      crew: [{ cardId: 'swamp-goblin-chariot-driver', count: 1 }, { cardId: 'swamp-goblin-chariot-spearman', count: 1 }],
      animals: [{ name: { de: 'Goblin-Reißer', en: 'Goblin Ripper' }, count: 2 }],
    });
  });

  it('shows a profile in its system’s order, whatever order the file has', () => {
    const stats = { BW: 10, FG: 7, FK: 3, G: 2, HDL: 2, NK: 4, R: 12, SCH: 8, ST: 5, VER: 12, XY: 1 };
    const draft = cardToDraft({ ...chronopiaCard('firstborn-captain'), stats }, 'en');
    expect(draft.stats.map((r) => r.key)).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL', 'XY']);
    expect(draft.stats[0]).toEqual({ key: 'BW', value: 10 });
  });

  it('a profile value typed by the abbreviation the screens show is saved by the game’s key; any other key as written', () => {
    const draft = emptyDraft();
    draft.stats = [
      { key: 'MV', value: 3 },
      { key: 'NK', value: 11 },
      { key: ' ld ', value: 13 },
      { key: 'DEF', value: 0 },
      { key: 'XYZ', value: 1 },
    ];
    expect(draftToInput(draft, 'chronopia').stats).toEqual({ BW: 3, NK: 11, FG: 13, VER: 0, XYZ: 1 });
    // Confrontation reads its own: a German abbreviation is its English key, Chronopia's BW is no Confrontation value.
    draft.stats = [{ key: 'BEW', value: 10 }, { key: 'VER', value: 2 }, { key: 'BW', value: 1 }];
    expect(draftToInput(draft, 'confrontation').stats).toEqual({ MOV: 10, DEF: 2, BW: 1 });
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
    const machine = cardToDraft(byId('goblin-mountain-breaker'), 'en');
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

    const chariot = cardToDraft(chronopiaCard('swamp-goblin-chariot'), 'en');
    expect(draftToInput(chariot, 'confrontation')).not.toHaveProperty('chariot');
    expect(draftToInput(chariot, 'chronopia')).toHaveProperty('chariot');
    chariot.chariot.on = false;
    expect(draftToInput(chariot, 'chronopia')).not.toHaveProperty('chariot');
  });

  it('every field the form shows for a system survives save → load (property test over the card schema)', () => {
    /** Confrontation's fields the form keeps as they are (TJOST: origin, boxes, summoned figures, …). */
    const CONFRONTATION_ONLY = ['origin', 'allyOf', 'mercenary', 'elemental', 'familiar', 'homeless', 'box', 'summonedBy', 'blisterItems'] as const;
    /** What the form saves of `card` in `system`: the card, without the fields of other systems. */
    const expected = (card: Card, system: SystemId): Card => {
      const fields = SYSTEM_FIELDS[system];
      const out: Card = { ...card, source: 'user' };
      if (system !== 'confrontation') for (const key of CONFRONTATION_ONLY) delete out[key];
      if (!fields.sizeAndMount) {
        delete out.size;
        out.mount = false;
        out.throne = false;
      }
      if (!fields.warMachine || out.kind !== 'war-machine') delete out.warMachine;
      else if (out.warMachine) {
        // A mobile machine has no crew (takesCrew); a condition's stat is saved by its key (German "WK" is RES).
        const { crew: _crew, fullOperationCrew: _full, ...rest } = out.warMachine;
        out.warMachine =
          rest.mobility === 'mobile'
            ? { ...rest, servants: [], substitute: [] }
            : { ...out.warMachine, substitute: rest.substitute.map((c) => ({ ...c, stat: statKeyOf(c.stat, system) })) };
      }
      if (!fields.warbandAndChariot) {
        delete out.warband;
        delete out.chariot;
      }
      if (out.warband === false) delete out.warband;
      out.abilities = card.abilities.map(({ name, access, ...a }) => {
        const known = fields.knownAbilities && (KNOWN_ABILITIES as readonly string[]).includes(a.id);
        return { ...a, ...(access !== undefined && fields.knownAbilities ? { access } : {}), ...(name !== undefined && !known ? { name } : {}) };
      });
      const unit = system === 'oldworld' && (card.kind === 'fighter' || card.kind === 'war-machine');
      if (system !== 'oldworld') {
        delete out.options;
        delete out.item;
      }
      if (!unit) {
        delete out.oldworld;
        delete out.troopType;
        delete out.unitSize;
      }
      if (system === 'oldworld') {
        // An Old World card has no rank, profile values or abilities of a figure card; a unit is a personality when it is a named character.
        delete out.rank;
        out.stats = {};
        out.abilities = [];
        out.personality = unit && card.oldworld?.named === true;
      }
      return out;
    };
    fc.assert(
      fc.property(formStableCards, fc.constantFrom<SystemId>('confrontation', 'chronopia', 'oldworld'), fc.constantFrom<Lang>('de', 'en'), (card, system, lang) => {
        const saved = cardSchema.parse(draftToInput(cardToDraft({ ...card, system, faction: 'f' }, lang), system));
        expect(saved).toEqual(expected(card, system));
        // Saved again, nothing changes.
        expect(cardSchema.parse(draftToInput(cardToDraft({ ...saved, system, faction: 'f' }, lang), system))).toEqual(saved);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('card form model: a war machine’s substitute conditions and crew', () => {
  const FACTION = 'goblins-no-dan-kar';
  /** The Goblin Cannon as the card editor shows it in `lang` (immobile, Crew 2, the gunner its servant, substitutes need AIM 2). */
  const cannon = (lang: Lang): CardDraft => cardToDraft({ ...byId('goblin-cannon'), system: 'confrontation', faction: FACTION }, lang);
  /** A Guardian: no AIM, RES 6. */
  const guardian: DbCard = { ...byId('goblin-minelayer'), id: 'griffin-guardian', stats: { MOV: 10, RES: 6 }, system: 'confrontation', faction: FACTION };

  it('a condition typed in German ("WK" ≥ 4) is saved as RES ≥ 4, and a Guardian with RES 6 is then a valid substitute', () => {
    const draft = cannon('de');
    draft.warMachine.crew = 1;
    draft.warMachine.substitute = [{ stat: 'WK', min: 4 }];
    const saved = cardSchema.parse(draftToInput(draft, 'confrontation'));
    expect(saved.warMachine?.substitute).toEqual([{ stat: 'RES', min: 4 }]);
    expect(duplicateIssues(draft, 'confrontation')).toEqual([]);

    const machine: DbCard = { ...saved, system: 'confrontation', faction: FACTION };
    const cards = new Map([machine, guardian].map((c) => [c.id, c]));
    const lookup: CardLookup = { card: (id) => cards.get(id) };
    const must = (r: { ok: boolean; list: ArmyList }): ArmyList => {
      expect(r.ok).toBe(true);
      return r.list;
    };
    let list = newList({ id: 'l', name: 'Goblins', system: 'confrontation', faction: FACTION, pointsLimit: 400, now: new Date(0) });
    list = must(addEntry(list, machine.id, 1));
    list = must(addEntry(list, guardian.id, 1));
    list = must(assign(list, 'e2', { type: 'crew', machine: 'e1', role: 'substitute' }));
    // Neither "needs WK 4 or more, the figure has no value" nor a machine below its crew.
    expect(validateList(list, lookup).filter((i) => i.code.startsWith('crew.'))).toEqual([]);
  });

  it('"MUT" typed in the English UI is COU; lower case counts as well', () => {
    const draft = cannon('en');
    draft.warMachine.substitute = [{ stat: 'MUT', min: 4 }, { stat: 'fer', min: 3 }];
    expect(cardSchema.parse(draftToInput(draft, 'confrontation')).warMachine?.substitute).toEqual([{ stat: 'COU', min: 4 }, { stat: 'AIM', min: 3 }]);
  });

  it('refuses a stat that is no profile value of the game, and one profile value given twice (by its key and its German abbreviation)', () => {
    const draft = cannon('en');
    draft.warMachine.substitute = [{ stat: 'XYZ', min: 4 }, { stat: 'RES', min: 2 }, { stat: 'WK', min: 3 }, { stat: 'x-1', min: 1 }];
    expect(duplicateIssues(draft, 'confrontation')).toEqual([
      { field: 'warMachine.substitute.2.stat', code: 'duplicate', params: { value: 'RES' } },
      { field: 'warMachine.substitute.0.stat', code: 'statUnknown', params: { value: 'XYZ', stats: 'MOV, INI, ATT, STR, DEF, RES, AIM, COU, FEAR, DIS, POW, FAITH' } },
    ]);
    // A stat not in the form of a key is the schema's to refuse (statFormat), once.
    const input = draftToInput(draft, 'confrontation');
    const issues = cardIssues(cardSchema.safeParse(input).error?.issues ?? [], input, draft);
    expect(issues.map((i) => [i.field, i.code])).toEqual([['warMachine.substitute.3.stat', 'statFormat']]);
  });

  it('a mobile machine saves no Crew value, servants, substitutes or full-operation crew; switched back, the form saves them again', () => {
    const draft = cannon('en');
    draft.warMachine.fullOperationCrew = 3;
    draft.warMachine.substitute.push({ stat: 'XYZ', min: 1 });
    draft.warMachine.mobility = 'mobile';
    const mobile = cardSchema.parse(draftToInput(draft, 'confrontation')).warMachine;
    expect(mobile).toEqual({ mobility: 'mobile', weight: 6, structurePoints: 4, servants: [], substitute: [], artillery: { class: 'light', kind: 'perforating' }, equipment: 'naphtha' });
    // What the form hides is not checked either.
    expect(duplicateIssues(draft, 'confrontation')).toEqual([]);
    draft.warMachine.mobility = 'immobile';
    expect(cardSchema.parse(draftToInput({ ...draft, warMachine: { ...draft.warMachine, substitute: draft.warMachine.substitute.slice(0, 1) } }, 'confrontation')).warMachine).toMatchObject({
      crew: 2,
      fullOperationCrew: 3,
      servants: ['goblin-gunner'],
      substitute: [{ stat: 'AIM', min: 2 }],
    });
  });
});

const shippedOw = shippedOldWorld();

/** A choice row as the form makes it, with the given names, points and flags. */
function choice(en: string, de: string, points: number, flags: Partial<OwChoiceRow> = {}): OwChoiceRow {
  return { ...emptyChoiceRow(), name: { en, de, other: {} }, points, ...flags };
}

/** A profile line of M to Ld. */
function profile(name: string, values: string): ReturnType<typeof emptyProfileRow> {
  const row = emptyProfileRow();
  row.name = name;
  values.split(' ').forEach((v, i) => (row.stats[Object.keys(row.stats)[i]!] = v));
  return row;
}

/** Greatswords of the player's own, made in the card editor for an Empire army. */
function homeMadeGreatswords() {
  const d = emptyDraft();
  d.id = 'my-greatswords';
  d.name = { de: 'Meine Bihandkämpfer', en: 'My Greatswords' };
  d.points = 12;
  const ow = d.oldworld;
  ow.category = 'special';
  ow.troopType = 'heavy-infantry';
  ow.unitMin = 5;
  ow.unitMax = 20;
  ow.profiles = [profile('Greatsword', '4 4 3 3 3 1 3 1 8'), profile('Count\'s Champion', '4 4 3 3 3 1 3 2 8')];
  ow.specialRules = { en: 'Close Order, Stubborn', de: '', other: {} };
  ow.choices.equipment = [choice('Great weapons', 'Zweihandwaffen', 0, { perModel: true, default: true }), choice('Halberds', 'Hellebarden', 1, { perModel: true })];
  ow.choices.armour = [choice('Full plate armour', 'Plattenrüstung', 0, { perModel: true, default: true })];
  ow.choices.options = [choice('Drilled', 'Gedrillt', 1, { perModel: true, exclusive: true }), choice('Veteran', 'Veteranen', 1, { perModel: true, exclusive: true }), choice('Drilled', 'Gedrillt (Nuln)', 2)];
  ow.choices.command = [
    choice('Champion', 'Champion', 6, { magic: { id: '', name: { de: '', en: '', other: {} }, types: ['weapon'], maxPoints: 25, extra: {} } }),
    choice('Standard bearer', 'Standartenträger', 6),
    choice('Musician', 'Musiker', 6),
  ];
  return d;
}

describe('card form model: Old World units', () => {
  it('keeps every shipped Old World card as it is: units (category, troop type, size, profiles, choices, allowances, compositions) and magic items', () => {
    const cards = shippedOw.all().filter((c) => c.system === 'oldworld');
    expect(cards.filter((c) => c.oldworld).length).toBeGreaterThan(600);
    expect(cards.filter((c) => c.item).length).toBeGreaterThan(700);
    for (const card of cards) expect(cardSchema.parse(draftToInput(cardToDraft(card, 'en'), 'oldworld'))).toEqual({ ...withoutPlace(card), source: 'user' });
    const captain = cardToDraft(shippedOw.card('empire-of-man-captain-of-the-empire')!, 'en');
    expect(captain.oldworld.category).toBe('characters');
    expect(captain.oldworld.compositions?.map((p) => [p.composition, p.category])).toEqual([['empire-of-man', 'characters'], ['city-state-of-nuln', 'characters']]);
    expect(captain.oldworld.items.map((a) => a.types.length)).not.toContain(0);
    expect(Object.keys(captain.extra)).toEqual(['provenance']);
  });

  it('every field of an Old World unit survives save → load (property test over the card schema)', () => {
    fc.assert(
      fc.property(formStableCards, fc.constantFrom('fighter' as const, 'war-machine' as const), (card, kind) => {
        const unit: Card = { ...card, kind };
        const saved = cardSchema.parse(draftToInput(cardToDraft({ ...unit, system: 'oldworld', faction: 'f' }, 'en'), 'oldworld'));
        expect(saved.oldworld).toEqual(unit.oldworld);
        expect(saved.troopType).toBe(unit.troopType);
        expect(saved.unitSize).toEqual(unit.unitSize);
        expect(saved.points).toBe(unit.points);
        expect(saved.personality).toBe(unit.oldworld?.named === true);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('a new unit made in the form: choices get ids from their names (unique in the unit), allowances theirs, a named character is a personality', () => {
    const d = homeMadeGreatswords();
    d.oldworld.named = true;
    d.oldworld.items = [{ id: '', name: { en: 'Magic Items', de: 'Magische Gegenstände', other: {} }, types: ['banner'], maxPoints: '', extra: {} }];
    const card = cardSchema.parse(draftToInput(d, 'oldworld'));
    expect(card).toMatchObject({ id: 'my-greatswords', points: 12, personality: true, troopType: 'heavy-infantry', unitSize: { min: 5, max: 20 }, stats: {}, abilities: [] });
    expect(card).not.toHaveProperty('rank');
    const ow = card.oldworld!;
    expect(ow.category).toBe('special');
    expect(ow.named).toBe(true);
    expect(ow.profiles[0]).toEqual({ name: 'Greatsword', stats: { M: '4', WS: '4', BS: '3', S: '3', T: '3', W: '1', I: '3', A: '1', Ld: '8' } });
    expect(ow.specialRules).toEqual({ en: 'Close Order, Stubborn', de: 'Close Order, Stubborn' });
    expect(ow.options.map((o) => o.id)).toEqual(['options.drilled', 'options.veteran', 'options.drilled-2']);
    expect(ow.equipment[0]).toEqual({ id: 'equipment.great-weapons', name: { en: 'Great weapons', de: 'Zweihandwaffen' }, points: 0, perModel: true, default: true });
    expect(ow.command[0]!.magic).toEqual({ id: 'command.champion.magic', types: ['weapon'], maxPoints: 25 });
    expect(ow.items).toEqual([{ id: 'items.magic-items', name: { en: 'Magic Items', de: 'Magische Gegenstände' }, types: ['banner'] }]);
    expect(ow).not.toHaveProperty('compositions');
  });

  it('an edited unit keeps the ids lists know its choices by, and a new choice gets one no other choice has', () => {
    const card = shippedOw.card('empire-of-man-state-troops') ?? shippedOw.all().find((c) => c.oldworld && c.oldworld.options.length > 1)!;
    const d = cardToDraft(card, 'en');
    const first = d.oldworld.choices.options[0]!;
    const id = first.id;
    first.name = { ...first.name, en: 'Renamed', de: 'Umbenannt' };
    d.oldworld.choices.options.push(choice(card.oldworld!.options[1]!.name.en, 'Neu', 3));
    const saved = cardSchema.parse(draftToInput(d, 'oldworld')).oldworld!;
    expect(saved.options[0]).toMatchObject({ id, name: { en: 'Renamed', de: 'Umbenannt' } });
    const ids = saved.options.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toMatch(/^options\.[a-z0-9-]+$/);
  });

  it('keeps the dataset’s troop type code while the troop type stays, and drops it when another troop type is chosen', () => {
    const cannon = shippedOw.all().find((c) => c.oldworld?.troopType === 'WM')!;
    const d = cardToDraft(cannon, 'en');
    expect(d.oldworld.troopType).toBe('war-machine');
    expect((draftToInput(d, 'oldworld').oldworld as Record<string, unknown>).troopType).toBe('WM');
    d.oldworld.troopType = 'monster';
    const moved = draftToInput(d, 'oldworld');
    expect(moved.troopType).toBe('monster');
    expect(moved.oldworld).not.toHaveProperty('troopType');
    d.oldworld.troopType = 'war-machine';
    expect((draftToInput(d, 'oldworld').oldworld as Record<string, unknown>).troopType).toBe('WM');
  });

  it('a card saved as Old World keeps no field of another game, and an Old World card saved for another game none of The Old World’s', () => {
    const machine = { ...byId('goblin-mountain-breaker'), origin: 'fortification', summonedBy: 'goblin-spell', box: 'goblin-box', rank: { de: 'Elite', en: 'Elite' } } as Card;
    const d = cardToDraft(machine, 'en');
    d.warband = true;
    d.chariot.on = true;
    const ow = draftToInput(d, 'oldworld');
    for (const key of ['size', 'warMachine', 'warband', 'chariot', 'origin', 'summonedBy', 'box', 'rank']) expect(ow).not.toHaveProperty(key);
    expect(ow).toMatchObject({ stats: {}, abilities: [], mount: false, throne: false, personality: false });
    // Kind war-machine: an Old World unit, a new core unit of one model at least.
    expect(cardSchema.parse(ow)).toMatchObject({ oldworld: { category: 'core' }, unitSize: { min: 1 } });
    expect(Object.keys(keptExtra(d.extra, 'oldworld'))).toEqual([]);
    expect(Object.keys(keptExtra(d.extra, 'confrontation'))).toEqual(['origin', 'summonedBy', 'box']);

    const unit = cardToDraft(shippedOw.card('empire-of-man-captain-of-the-empire')!, 'en');
    unit.extra.item = { list: 'general', type: 'weapon', onePerArmy: false };
    for (const system of ['confrontation', 'chronopia'] as const) {
      const input = draftToInput(unit, system);
      for (const key of ['oldworld', 'troopType', 'unitSize', 'item', 'options']) expect(input).not.toHaveProperty(key);
      expect(input).toHaveProperty('provenance');
    }
    // A magic item is no unit: no unit block, its item kept.
    const item = cardToDraft(shippedOw.card('item-general-ogre-blade')!, 'en');
    expect(draftToInput(item, 'oldworld')).toMatchObject({ item: { type: 'weapon' } });
    expect(draftToInput(item, 'oldworld')).not.toHaveProperty('oldworld');
  });

  it('says when a unit’s most models are fewer than its least', () => {
    const d = homeMadeGreatswords();
    d.oldworld.unitMax = 4;
    expect(duplicateIssues(d, 'oldworld')).toEqual([{ field: 'unitSize.max', code: 'min', params: { min: 5 } }]);
    expect(duplicateIssues(d, 'confrontation')).toEqual([]);
    d.oldworld.unitMax = '';
    expect(duplicateIssues(d, 'oldworld')).toEqual([]);
  });

  it('a magic item allowance with no item type is named (it would offer nothing in a list): the unit’s own and a command entry’s', () => {
    const d = homeMadeGreatswords();
    const before = duplicateIssues(d, 'oldworld');
    d.oldworld.items.push(emptyAllowance());
    d.oldworld.choices.command.push({ ...emptyChoiceRow(), magic: { ...emptyAllowance(), maxPoints: 25 } });
    const command = d.oldworld.choices.command.length - 1;
    expect(duplicateIssues(d, 'oldworld').slice(before.length)).toEqual([
      { field: `oldworld.items.${d.oldworld.items.length - 1}.types`, code: 'required', params: {} },
      { field: `oldworld.command.${command}.magic.types`, code: 'required', params: {} },
    ]);
    d.oldworld.choices.command[command]!.magic!.types = ['banner'];
    d.oldworld.items.at(-1)!.types = ['weapon'];
    expect(duplicateIssues(d, 'oldworld')).toEqual(before);
  });

  it('a home-made unit is offered in a list of its army, in its category, at the points its choices say (and Old World Builder shows the same)', () => {
    const card: DbCard = { ...cardSchema.parse(draftToInput(homeMadeGreatswords(), 'oldworld')), system: 'oldworld', faction: 'empire-of-man' };
    const lookup: CardLookup = { card: (id) => (id === card.id ? card : shippedOw.card(id)), faction: (system, id) => shippedOw.faction(system, id) };
    let list = newList({ id: 'l', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) });
    // Added as the list editor adds it: at its least models, with the choices chosen when added.
    const start = newEntryStart(card, list);
    expect(start).toEqual({ count: 5, options: ['equipment.great-weapons', 'armour.full-plate-armour'] });
    const must = (r: { ok: boolean; list: typeof list }) => {
      expect(r.ok).toBe(true);
      return r.list;
    };
    list = must(addEntry(list, card.id, start.count, start.options));
    expect(listPoints(list, lookup)).toBe(5 * 12);
    list = must(setCount(list, 'e1', 10));
    list = must(setChoice(list, 'e1', 'equipment.halberds', true, lookup));
    list = must(setChoice(list, 'e1', 'options.drilled', true, lookup));
    list = must(setChoice(list, 'e1', 'options.veteran', true, lookup));
    list = must(setChoice(list, 'e1', 'command.champion', true, lookup));
    // Exclusive options exclude each other; one of a group replaces the other.
    expect([...list.entries[0]!.options!].sort()).toEqual(['armour.full-plate-armour', 'command.champion', 'equipment.halberds', 'options.veteran']);
    expect(allowancesOf(card, list.entries[0]!).map((a) => a.id)).toEqual(['command.champion.magic']);
    list = must(addItem(list, 'e1', 'command.champion.magic', 'item-general-biting-blade', lookup));
    // 10 × 12, halberds 10 × 1, veteran 10 × 1, champion 6, Biting Blade 15.
    expect(listPoints(list, lookup)).toBe(120 + 10 + 10 + 6 + 15);
    expect(owFacts(list, lookup).units.map((u) => [u.card.id, u.category, u.points])).toEqual([['my-greatswords', 'special', 161]]);
    expect(validateList(list, lookup).filter((i) => i.entryId === 'e1')).toEqual([]);
    expect(owbListPoints(exportOwbList(list, lookup))).toBe(161);
  });
});

/** A magic item of the player's own for an Empire army, made in the card editor: a weapon of the Empire's list, once per army. */
function homeMadeRunefang(): CardDraft {
  const d = emptyDraft();
  d.kind = 'artifact';
  d.id = 'my-runefang';
  d.name = { de: 'Mein Runenschwert', en: 'My Runefang' };
  d.points = 35;
  const item = d.oldworldItem;
  item.list = 'empire-of-man';
  item.type = 'weapon';
  item.onePerArmy = true;
  item.notes = { en: 'Forged in Nuln ', de: '', other: {} };
  return d;
}

describe('card form model: Old World magic items', () => {
  it('every shipped Old World magic item card → draft → input gives back the same item, edited by the form (not kept aside), with nothing to refuse', () => {
    const items = shippedOw.all().filter((c) => c.system === 'oldworld' && c.item);
    expect(items.length).toBeGreaterThan(700);
    for (const card of items) {
      const d = cardToDraft(card, 'en');
      expect(d.extra).not.toHaveProperty('item');
      expect([d.oldworldItem.list, d.oldworldItem.type]).toEqual([card.item!.list, card.item!.type]);
      expect(draftToInput(d, 'oldworld').item).toEqual(card.item);
      expect(cardSchema.parse(draftToInput(d, 'oldworld'))).toEqual({ ...withoutPlace(card), source: 'user' });
      expect(duplicateIssues(d, 'oldworld')).toEqual([]);
    }
    const rune = cardToDraft(shippedOw.card('item-dwarfen-mountain-holds-rune-of-speed')!, 'en').oldworldItem;
    expect(rune).toMatchObject({ list: 'dwarfen-mountain-holds', type: 'weapon-runes', onePerArmy: false, stackable: true, minimum: 0, maximum: 3, extra: {} });
    const trait = cardToDraft(shippedOw.card('item-chaotic-traits-longstriders')!, 'en').oldworldItem;
    // The same in both languages: one text, shown in the UI's language (the other translations kept).
    expect(trait.notes).toMatchObject({ en: '0-1 per 1000 points', de: '', other: { fr: '0-1 par tranche de 1000 points' } });
    expect(trait.extra).toEqual({ perModel: true, perModelPoints: 1 });
    expect(trait.nonExclusive).toBe(true);
  });

  it('a new magic item made in the form: list, type, once per army, taken up to N times, beside another of its type, a note in one language serving both', () => {
    const d = homeMadeRunefang();
    expect(cardSchema.parse(draftToInput(d, 'oldworld'))).toEqual({
      id: 'my-runefang',
      kind: 'artifact',
      name: { de: 'Mein Runenschwert', en: 'My Runefang' },
      source: 'user',
      points: 35,
      personality: false,
      figures: 1,
      mount: false,
      throne: false,
      stats: {},
      abilities: [],
      item: { list: 'empire-of-man', type: 'weapon', onePerArmy: true, notes: [{ en: 'Forged in Nuln', de: 'Forged in Nuln' }] },
    });
    d.oldworldItem.onePerArmy = false;
    d.oldworldItem.stackable = true;
    d.oldworldItem.maximum = 2;
    d.oldworldItem.nonExclusive = true;
    d.oldworldItem.notes = { en: '', de: '', other: {} };
    expect(draftToInput(d, 'oldworld').item).toEqual({ list: 'empire-of-man', type: 'weapon', onePerArmy: false, stackable: true, maximum: 2, nonExclusive: true });
    expect(duplicateIssues(d, 'oldworld')).toEqual([]);
  });

  it('a magic item’s fields are The Old World’s: not saved for another game, nor for a new card of another kind; a card’s own item is kept where the form does not show it', () => {
    const d = homeMadeRunefang();
    for (const system of ['confrontation', 'chronopia'] as const) expect(draftToInput(d, system)).not.toHaveProperty('item');
    d.kind = 'fighter';
    const unit = draftToInput(d, 'oldworld');
    expect(unit).not.toHaveProperty('item');
    expect(unit).toHaveProperty('oldworld');
    // A card that has an item keeps it whatever its kind; an item has no unit.
    const shipped = cardToDraft(shippedOw.card('item-general-ogre-blade')!, 'en');
    expect(draftToInput(shipped, 'oldworld')).not.toHaveProperty('oldworld');
    shipped.kind = 'fighter';
    expect(draftToInput(shipped, 'oldworld')).toMatchObject({ item: { list: 'general', type: 'weapon' } });
    expect(draftToInput(shipped, 'chronopia')).not.toHaveProperty('item');
  });

  it('refuses a magic item without a list or a type, or taken at most fewer times than at least (or than once), each on its field', () => {
    const d = homeMadeRunefang();
    d.oldworldItem.list = '';
    d.oldworldItem.type = '';
    const input = draftToInput(d, 'oldworld');
    const check = cardSchema.safeParse(input);
    expect(check.success).toBe(false);
    expect(cardIssues(check.error!.issues, input, d).map((i) => [i.field, i.code])).toEqual([
      ['item.list', 'required'],
      ['item.type', 'required'],
    ]);
    const item = homeMadeRunefang();
    item.oldworldItem.minimum = 2;
    item.oldworldItem.maximum = 1;
    expect(duplicateIssues(item, 'oldworld')).toEqual([{ field: 'item.maximum', code: 'min', params: { min: 2 } }]);
    item.oldworldItem.minimum = '';
    item.oldworldItem.maximum = 0;
    expect(duplicateIssues(item, 'oldworld')).toEqual([{ field: 'item.maximum', code: 'min', params: { min: 1 } }]);
    item.oldworldItem.maximum = 3;
    expect(duplicateIssues(item, 'oldworld')).toEqual([]);
    // Not shown, not refused: another kind, another game.
    item.oldworldItem.maximum = 0;
    expect(duplicateIssues(item, 'confrontation')).toEqual([]);
    item.kind = 'fighter';
    expect(duplicateIssues(item, 'oldworld').filter((i) => i.field.startsWith('item'))).toEqual([]);
  });
});

/**
 * The texts (German and English) a draft edits, by their path in the draft: the fields the form
 * shows, not the ones it keeps aside (`extra`, a magic item's further notes, other translations).
 */
function editedTexts(value: unknown, path = ''): [string, Localized][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => editedTexts(v, `${path}.${i}`));
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  if (typeof o.de === 'string' && typeof o.en === 'string') return [[path, { de: o.de, en: o.en }]];
  return Object.entries(o)
    .filter(([k]) => k !== 'extra' && k !== 'moreNotes')
    .flatMap(([k, v]) => editedTexts(v, path ? `${path}.${k}` : k));
}
const same = (t: Localized): boolean => t.de.trim() !== '' && t.de.trim() === t.en.trim();

/** A Chronopia card of the player's, every text of it written in German only and saved (both languages the same). */
function germanOnlyChronopia(): Card {
  const d = cardToDraft(chronopiaCard('swamp-goblin-chariot'), 'de');
  d.id = 'sumpfgoblin-kriegswagen';
  d.name = { de: 'Sumpfgoblin-Kriegswagen „Größenwahn“', en: '' };
  d.rank = { de: 'Spezialist', en: '' };
  d.notes = { de: 'Fährt, wohin er will.', en: '' };
  d.abilities = [{ id: 'rammen', custom: true, value: 2, access: '', name: { de: 'Rammen', en: '' } }];
  d.chariot.animals = [{ name: { de: 'Sumpfkröte', en: '' }, count: 2 }];
  return cardSchema.parse(draftToInput(d, 'chronopia'));
}

/** An Old World unit and magic item whose texts are the same in both languages (as the form saves a text given in one). */
function sameTextsOldWorld(): { unit: DbCard; item: DbCard } {
  const captain = shippedOw.card('empire-of-man-captain-of-the-empire')!;
  const one = (t: string) => ({ de: t, en: t });
  const ow = captain.oldworld!;
  const unit: DbCard = {
    ...captain,
    name: one('Hauptmann'),
    oldworld: {
      ...ow,
      specialRules: one('Hold Your Ground!'),
      notes: one('0-1 per 1000 points'),
      command: ow.command.map((c, i) => (i === 0 ? { ...c, name: one('General'), ...(c.magic ? { magic: { ...c.magic, name: one('Magic Items') } } : {}) } : c)),
      items: ow.items.map((a, i) => (i === 0 ? { ...a, name: one('Magic Items') } : a)),
    },
  };
  const runefang = shippedOw.all().find((c) => c.item?.notes?.length)!;
  const item: DbCard = { ...runefang, item: { ...runefang.item!, notes: [{ ...runefang.item!.notes![0]!, ...one('Forged in Nuln') }, ...runefang.item!.notes!.slice(1)] } };
  return { unit, item };
}

describe('card form model: a text in one language serves both', () => {
  it('a text the same in both languages is shown once, in the UI’s language, for every text the form edits; one that differs as it is', () => {
    const card = { ...germanOnlyChronopia(), system: 'chronopia' as const, faction: 'swamp-goblins' };
    expect(card.name).toEqual({ de: 'Sumpfgoblin-Kriegswagen „Größenwahn“', en: 'Sumpfgoblin-Kriegswagen „Größenwahn“' });
    const { unit, item } = sameTextsOldWorld();
    for (const lang of ['de', 'en'] as const) {
      const other = lang === 'de' ? 'en' : 'de';
      for (const c of [card, unit, item]) {
        // No text the form edits is shown twice: each is in the field of the UI's language, the other left empty (its hint says the shown one is used).
        const texts = editedTexts(cardToDraft(c, lang));
        expect(texts.length).toBeGreaterThan(3);
        expect(texts.filter(([, t]) => same(t))).toEqual([]);
        expect(texts.filter(([, t]) => t[lang] === '' && t[other] !== '')).toEqual([]);
      }
      const draft = cardToDraft(card, lang);
      expect(draft.name).toEqual({ ...{ de: '', en: '' }, [lang]: 'Sumpfgoblin-Kriegswagen „Größenwahn“' });
      expect([draft.rank, draft.notes, draft.abilities[0]!.name, draft.chariot.animals[0]!.name].map((t) => t[lang])).toEqual(['Spezialist', 'Fährt, wohin er will.', 'Rammen', 'Sumpfkröte']);
      expect([draft.rank, draft.notes, draft.abilities[0]!.name, draft.chariot.animals[0]!.name].map((t) => t[other])).toEqual(['', '', '', '']);
      const ow = cardToDraft(unit, lang).oldworld;
      expect([ow.specialRules, ow.notes, ow.choices.command[0]!.name, ow.items[0]!.name].map((t) => [t.de, t.en])).toEqual(
        ['Hold Your Ground!', '0-1 per 1000 points', 'General', 'Magic Items'].map((t) => (lang === 'de' ? [t, ''] : ['', t])),
      );
      expect(cardToDraft(item, lang).oldworldItem.notes[lang]).toBe('Forged in Nuln');
      expect(cardToDraft(item, lang).oldworldItem.notes[other]).toBe('');
    }
    // Texts that differ stay as they are: the shipped chariot's name, notes and draught animals.
    const shipped = cardToDraft(chronopiaCard('swamp-goblin-chariot'), 'de');
    expect(shipped.name).toEqual({ de: 'Goblin-Streitwagen', en: 'Goblin Chariot' });
    expect(shipped.chariot.animals[0]!.name).toEqual({ de: 'Goblin-Reißer', en: 'Goblin Ripper' });
  });

  it('renaming a text shown once renames it in both languages (the reported stale English name), in either UI language', () => {
    const card = { ...germanOnlyChronopia(), system: 'chronopia' as const, faction: 'swamp-goblins' };
    for (const lang of ['de', 'en'] as const) {
      const d = cardToDraft(card, lang);
      d.name[lang] = 'Sumpfgoblin-Kriegswagen „Übermut“';
      d.rank[lang] = 'Veteran';
      d.notes[lang] = 'Fährt, wohin er muss.';
      d.abilities[0]!.name[lang] = 'Überrollen';
      d.chariot.animals[0]!.name[lang] = 'Riesenkröte';
      const saved = cardSchema.parse(draftToInput(d, 'chronopia'));
      const both = (t: string) => ({ de: t, en: t });
      expect(saved.name).toEqual(both('Sumpfgoblin-Kriegswagen „Übermut“'));
      expect(saved.rank).toEqual(both('Veteran'));
      expect(saved.notes).toEqual(both('Fährt, wohin er muss.'));
      expect(saved.abilities[0]!.name).toEqual(both('Überrollen'));
      expect(saved.chariot!.draft[0]!.name).toEqual(both('Riesenkröte'));
    }
    const { unit, item } = sameTextsOldWorld();
    const d = cardToDraft(unit, 'de');
    d.oldworld.specialRules.de = 'Standhaft';
    d.oldworld.notes.de = '0-2 je 1000 Punkte';
    d.oldworld.choices.command[0]!.name.de = 'Feldherr';
    d.oldworld.items[0]!.name.de = 'Magische Gegenstände';
    const ow = cardSchema.parse(draftToInput(d, 'oldworld')).oldworld!;
    expect([ow.specialRules, ow.notes, ow.command[0]!.name, ow.items[0]!.name].map((t) => [t!.de, t!.en])).toEqual([
      ['Standhaft', 'Standhaft'],
      ['0-2 je 1000 Punkte', '0-2 je 1000 Punkte'],
      ['Feldherr', 'Feldherr'],
      ['Magische Gegenstände', 'Magische Gegenstände'],
    ]);
    const i = cardToDraft(item, 'de');
    i.oldworldItem.notes.de = 'In Nuln geschmiedet';
    expect(cardSchema.parse(draftToInput(i, 'oldworld')).item!.notes![0]).toMatchObject({ de: 'In Nuln geschmiedet', en: 'In Nuln geschmiedet' });
  });

  it('every shipped card, with texts that differ between the languages and texts that do not, comes back from the form unchanged in either UI language', () => {
    const cards: DbCard[] = [...chronopiaCards, ...goblins.cards.map((c): DbCard => ({ ...c, system: 'confrontation', faction: goblins.faction.id }))];
    for (const lang of ['de', 'en'] as const) {
      for (const card of cards) expect(cardSchema.parse(draftToInput(cardToDraft(card, lang), card.system))).toEqual({ ...withoutPlace(card), source: 'user' });
    }
    // The Old World cards (many of their texts the same in both languages) in the German UI; the English one: 'keeps every shipped Old World card as it is'.
    for (const card of shippedOw.all().filter((c) => c.system === 'oldworld')) {
      expect(cardSchema.parse(draftToInput(cardToDraft(card, 'de'), 'oldworld'))).toEqual({ ...withoutPlace(card), source: 'user' });
    }
  }, 60_000);

  it('suggests a new card’s id from its English name, else its German one', () => {
    expect(suggestedId({ de: 'Sumpfgoblin-Kriegswagen „Größenwahn“', en: '' })).toBe('sumpfgoblin-kriegswagen-groessenwahn');
    expect(suggestedId({ de: 'Kriegswagen', en: 'War Wagon' })).toBe('war-wagon');
    expect(suggestedId({ de: ' ', en: '' })).toBe('');
  });
});
