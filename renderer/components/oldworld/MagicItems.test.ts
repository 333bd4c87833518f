import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import type { DbCard } from '../../../core/model/card';
import type { ArmyList, Entry, OwCompositionRule } from '../../../core/model/list';
import { newList } from '../../../core/list/new';
import { ARMY, GENERAL, ITEMS, OW, owList, WARRIORS } from '../../../core/systems/oldworld/test-fixtures';
import { shippedOldWorld } from '../../../core/systems/oldworld/test-support/shipped';
import { owEntryPoints } from '../../../core/systems/oldworld/unit';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import MagicItems from './MagicItems.vue';
import { editorAnnouncement } from '../lists/announcer';
import { sayEdits } from '../lists/test-support';

/** The editor holding an Old World list of the test army with its Lord as General, carrying `items`. */
function mounted(items: { slot: string; item: string; count?: number }[]) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const editor = useEditorStore(pinia);
  editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
  editor.factions = [ARMY];
  const list = owList(2000, [{ ...GENERAL, items }]);
  editor.list = list;
  editor.saved = list;
  const wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'Lord' }, global: { plugins: [pinia, createMusterI18n('en')] } });
  const offered = () => wrapper.get('select').findAll('option').map((o) => o.text()).slice(1);
  return { wrapper, offered };
}

describe('MagicItems (the picker of an Old World bearer)', () => {
  it('offers one magic weapon: with one carried no other weapon is offered but an extremely common one (*), and other types within the points left', () => {
    expect(mounted([]).offered()).toEqual(['Enchanted Shield · Armour · 10 points', 'Charm · Talisman · 30 points', 'Ogre Blade · Weapon · 75 points', 'Sword of Might · Weapon · 20 points']);
    const { offered, wrapper } = mounted([{ slot: 'items.magic-items', item: ITEMS.ogreBlade.id }]);
    expect(wrapper.text()).toContain('25 of 100 points left');
    expect(offered()).toEqual(['Enchanted Shield · Armour · 10 points', 'Sword of Might · Weapon · 20 points']);
  });

  it('offers an extremely common item it carries again, and another weapon beside it (it does not count against the weapons)', () => {
    expect(mounted([{ slot: 'items.magic-items', item: ITEMS.swordOfMight.id }]).offered()).toEqual([
      'Enchanted Shield · Armour · 10 points',
      'Charm · Talisman · 30 points',
      'Ogre Blade · Weapon · 75 points',
      'Sword of Might · Weapon · 20 points',
    ]);
  });

  it('offers runes as the rule counts them: three on an item, stacked ones as often as taken, one Master rune, none beside a rune taken alone', () => {
    const rune = (en: string, extra: Partial<NonNullable<DbCard['item']>> = {}): DbCard => ({ ...ITEMS.swordOfMight, id: `rune-${en.toLowerCase().replace(/ /g, '-')}`, name: { en, de: en }, points: 5, item: { list: 'general', type: 'weapon-runes', onePerArmy: false, ...extra } });
    const runes = [rune('Rune of Speed', { stackable: true, maximum: 3 }), rune('Rune of Fire'), rune('Master Rune of Flight'), rune('Master Rune of Swiftness'), rune('Master Rune of Adamant', { nonExclusive: false })];
    const smith: DbCard = { ...OW.lord, oldworld: { ...OW.lord.oldworld!, items: [{ id: 'items.runes', name: { en: 'Runes', de: 'Runen' }, types: ['weapon-runes'], maxPoints: 100, maxPerType: 3 }] } };
    const offeredWith = (items: { item: string; count?: number }[]): string[] => {
      const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
      const editor = useEditorStore(pinia);
      editor.cards = [...Object.values(OW).filter((c) => c.id !== smith.id), smith, ...runes];
      editor.factions = [ARMY];
      const list = owList(2000, [{ ...GENERAL, items: items.map((i) => ({ slot: 'items.runes', ...i })) }]);
      editor.list = list;
      const wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'Lord' }, global: { plugins: [pinia, createMusterI18n('en')] } });
      return wrapper.get('select').findAll('option').map((o) => o.text().split(' · ')[0]!).slice(1);
    };
    expect(offeredWith([])).toEqual(['Master Rune of Adamant', 'Master Rune of Flight', 'Master Rune of Swiftness', 'Rune of Fire', 'Rune of Speed']);
    // Two Runes of Speed and the Master Rune of Flight: three runes, the item is full.
    expect(offeredWith([{ item: 'rune-rune-of-speed', count: 2 }, { item: 'rune-master-rune-of-flight' }])).toEqual([]);
    expect(offeredWith([{ item: 'rune-master-rune-of-flight' }])).toEqual(['Rune of Fire', 'Rune of Speed']);
    expect(offeredWith([{ item: 'rune-master-rune-of-adamant' }])).toEqual([]);
  });

  it('does not offer a once-per-army item another bearer carries, and offers it again once that bearer drops it', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    const lord = { cardId: 'test-lord', count: 1, options: ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.on-foot'] };
    const list = owList(2000, [GENERAL, { ...lord, items: [{ slot: 'items.magic-items', item: ITEMS.ogreBlade.id }] }]);
    editor.list = list;
    const wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'Lord' }, global: { plugins: [pinia, createMusterI18n('en')] } });
    const offered = () => wrapper.get('select').findAll('option').map((o) => o.text()).slice(1);
    expect(offered()).toEqual(['Enchanted Shield · Armour · 10 points', 'Charm · Talisman · 30 points', 'Sword of Might · Weapon · 20 points']);
    // Another unit added: the offer stays, and so do the picker's options.
    const first = wrapper.get('select').element.options[1];
    editor.list = { ...list, entries: [...list.entries, { ...WARRIORS(), id: 'e3', assignments: [] }] };
    await nextTick();
    expect(wrapper.get('select').element.options[1]).toBe(first);
    // The other Lord drops the Ogre Blade: it is offered again.
    editor.list = { ...list, entries: [list.entries[0]!, { ...list.entries[1]!, items: [] }] };
    await nextTick();
    expect(offered()).toContain('Ogre Blade · Weapon · 75 points');
  });
});

describe('MagicItems: each change is said once, with its bearer and the new total', () => {
  it('an item added, then removed (4.1.3)', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    const list = owList(2000, [GENERAL]);
    editor.list = list;
    editor.saved = list;
    const plugins = [pinia, createMusterI18n('en')];
    sayEdits(plugins);
    editorAnnouncement.value = '';
    const wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'Lord' }, global: { plugins } });
    const select = wrapper.get('select');
    await select.setValue(ITEMS.charm.id);
    await nextTick();
    expect(editor.list?.entries[0]?.items).toEqual([expect.objectContaining({ item: ITEMS.charm.id })]);
    expect(editorAnnouncement.value).toBe('Added Charm to Lord. 130 of 2000 points.');
    await wrapper.setProps({ entry: editor.list!.entries[0]! });
    await wrapper.get('.magic-chosen button').trigger('click');
    await nextTick();
    expect(editorAnnouncement.value).toBe('Removed Charm from Lord. 100 of 2000 points.');
  });
});

describe('MagicItems slots', () => {
  it('names each slot by the option that brings it, so a champion and a standard bearer are told apart', () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    const list = owList(2000, [GENERAL, { ...WARRIORS(), options: [...WARRIORS().options, 'command.champion', 'command.standard-bearer'] }]);
    editor.list = list;
    editor.saved = list;
    const wrapper = mount(MagicItems, { props: { entry: list.entries[1]!, name: 'Warriors' }, global: { plugins: [pinia, createMusterI18n('en')] } });
    expect(wrapper.findAll('select').map((s) => s.attributes('aria-label'))).toEqual(['Add to Warriors: Champion: Magic items', 'Add to Warriors: Standard bearer: Magic items']);
    // Headings under the entries' h2 (h3, not h4), each naming whose items they are.
    expect(wrapper.findAll('h4')).toHaveLength(0);
    expect(wrapper.findAll('h3').map((h) => h.text())).toEqual([
      expect.stringMatching(/^Champion: Magic items of Warriors Champion: Magic items 25 of 25 points left/),
      expect.stringMatching(/^Standard bearer: Magic items of Warriors Standard bearer: Magic items 50 of 50 points left/),
    ]);
    expect(wrapper.findAll('h3 .visually-hidden').map((h) => h.text())).toEqual(['Champion: Magic items of Warriors', 'Standard bearer: Magic items of Warriors']);
  });
});

describe('MagicItems with the shipped armies', () => {
  const db = shippedOldWorld();
  const items = db.query({ system: 'oldworld' }).filter((c) => c.item);
  /** The picker of the list's first entry, in a list of `faction` holding `entries`. */
  function picker(faction: string, entries: Omit<Entry, 'assignments'>[], lang: 'de' | 'en' = 'en', rule?: OwCompositionRule) {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...entries.map((e) => db.card(e.cardId)!), ...items];
    editor.factions = [db.faction('oldworld', faction)!];
    const list: ArmyList = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) }), ...(rule ? { compositionRule: rule } : {}), entries: entries.map((e) => ({ ...e, assignments: [] })) };
    editor.list = list;
    editor.saved = list;
    const wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'x' }, global: { plugins: [pinia, createMusterI18n(lang)] } });
    const offered = () => wrapper.get('select').findAll('option').map((o) => o.text().split(' · ')[0]!).slice(1);
    return { wrapper, offered };
  }
  const SHIELDS = ['Levitating Shield', 'Spellshield*', 'Iron-rimmed Shield', 'Enchanted Shield*', 'Charmed Shield*', 'Shield of the Warrior True'];

  it('offers no magic shield to a Witch Hunter (no shield among its choices), and the magic shields to a Captain of the Empire', () => {
    const hunter = picker('empire-of-man', [{ id: 'e1', cardId: 'empire-of-man-witch-hunter', count: 1 }]).offered();
    expect(hunter).toContain('Armour of Fortune');
    expect(hunter.filter((name) => SHIELDS.includes(name))).toEqual([]);
    const captain = picker('empire-of-man', [{ id: 'e1', cardId: 'empire-of-man-captain-of-the-empire', count: 1 }]).offered();
    expect(captain).toEqual(expect.arrayContaining(['Levitating Shield', 'Spellshield*', 'Enchanted Shield*', 'Charmed Shield*', 'Shield of the Warrior True']));
  });

  it('offers the Battle March items only when the list follows Battle March', () => {
    const captain = [{ id: 'e1', cardId: 'empire-of-man-captain-of-the-empire', count: 1 }];
    expect(picker('empire-of-man', captain).offered()).not.toContain('Iron-rimmed Shield');
    expect(picker('empire-of-man', captain, 'en', 'grand-melee').offered()).not.toContain('Iron-rimmed Shield');
    expect(picker('empire-of-man', captain, 'en', 'battle-march').offered()).toContain('Iron-rimmed Shield');
  });

  it('notes a combination of runes another bearer carries too (the Rule of Pride), and none for another combination', () => {
    const runes = (...names: string[]) => names.map((n) => ({ slot: 'items.runes', item: `item-dwarfen-mountain-holds-rune-of-${n}` }));
    const king = { id: 'e1', cardId: 'dwarfen-mountain-holds-king', count: 1, options: ['command.general'], items: runes('cleaving', 'fire') };
    const thane = (...names: string[]) => ({ id: 'e2', cardId: 'dwarfen-mountain-holds-thane', count: 1, items: runes(...names) });
    const same = picker('dwarfen-mountain-holds', [king, thane('fire', 'cleaving')]);
    expect(same.wrapper.findAll('[role="note"]').map((n) => n.text())).toEqual(['This combination of the type Weapon rune is in use by Thane as well; an army may carry each only once (Rule of Pride).']);
    const german = picker('dwarfen-mountain-holds', [king, thane('fire', 'cleaving')], 'de');
    expect(german.wrapper.findAll('[role="note"]').map((n) => n.text())).toEqual(['Diese Kombination der Art Waffenrune ist schon vergeben (Träger: Thain); eine Armee darf jede nur einmal tragen (Regel des Stolzes).']);
    expect(picker('dwarfen-mountain-holds', [king, thane('fire', 'speed')]).wrapper.findAll('[role="note"]')).toEqual([]);
  });
  it('offers one Chaotic Trait: with one carried no other trait is offered (as Old World Builder keeps traits to one, though non-exclusive)', () => {
    const warriors = (items: Entry['items']) => picker('warriors-of-chaos', [{ id: 'e1', cardId: 'warriors-of-chaos-chaos-warriors', count: 15, items }]);
    const none = warriors(undefined);
    expect(none.wrapper.get('select').attributes('aria-label')).toBe('Add to x: Chaotic Traits');
    expect(none.offered()).toEqual(expect.arrayContaining(['Dark Hearts', 'Enhanced Reflexes', 'Unnatural Fortitude']));
    const one = warriors([{ slot: 'items.chaotic-traits', item: 'item-chaotic-traits-dark-hearts' }]);
    expect(one.offered()).toEqual([]);
    expect(one.wrapper.get('select').element.disabled).toBe(true);
    // It says why: the one trait a unit takes is held (not "no item fits").
    expect(one.wrapper.get('select option').text()).toBe('Chaotic trait: at most 1 per unit, held already');
  });

  it('offers each item at what it costs this unit, the points the total adds (per model, per unit; a character pays the item\'s points)', () => {
    const priced = (cardId: string, count: number): Map<string, string> => {
      const { wrapper } = picker('warriors-of-chaos', [{ id: 'e1', cardId, count }]);
      const labels = wrapper.get('select').findAll('option').map((o) => o.text()).slice(1);
      return new Map(labels.map((l) => [l.split(' · ')[0]!, l.split(' · ')[2]!]));
    };
    /** What the total adds for the trait on this unit (the one points function). */
    const charged = (cardId: string, count: number, trait: string): number => {
      const card = db.card(cardId)!;
      const entry = { id: 'e1', cardId, count, options: [], assignments: [] };
      return owEntryPoints({ ...entry, items: [{ slot: 'items.chaotic-traits', item: `item-chaotic-traits-${trait}` }] }, card, db) - owEntryPoints(entry, card, db);
    };
    const horsemen = priced('warriors-of-chaos-marauder-horsemen', 5);
    expect(charged('warriors-of-chaos-marauder-horsemen', 5, 'battle-hunger')).toBe(20);
    expect(horsemen.get('Battle Hunger')).toBe('20 points');
    expect(charged('warriors-of-chaos-marauder-horsemen', 5, 'unnatural-fortitude')).toBe(10);
    expect(horsemen.get('Unnatural Fortitude')).toBe('10 points');
    const warriors = priced('warriors-of-chaos-chaos-warriors', 15);
    expect(charged('warriors-of-chaos-chaos-warriors', 15, 'dark-hearts')).toBe(15);
    expect(warriors.get('Dark Hearts')).toBe('15 points');
    expect(charged('warriors-of-chaos-chaos-warriors', 15, 'enhanced-reflexes')).toBe(15);
    expect(warriors.get('Enhanced Reflexes')).toBe('15 points');
    // A character pays the item's own points.
    const champion = picker('warriors-of-chaos', [{ id: 'e1', cardId: 'warriors-of-chaos-exalted-champion', count: 1 }]);
    const options = champion.wrapper.get('select').findAll('option').slice(1);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.text().split(' · ')[2]).toBe(`${db.card(o.element.value)!.points} points`.replace(/^1 points$/, '1 point'));
  });

  it('shows a banner held under a Battle Standard given up, with a note that it is not carried, and lets it be removed', async () => {
    const captain = { id: 'e1', cardId: 'empire-of-man-captain-of-the-empire', count: 1, options: ['equipment.hand-weapon', 'armour.light-armour', 'mounts.on-foot', 'command.general'], items: [{ slot: 'command.battle-standard-bearer.magic', item: 'item-empire-of-man-griffon-standard' }] };
    for (const [lang, note] of [
      ['en', 'Not carried while Battle Standard Bearer is not chosen; no points are counted for it.'],
      ['de', 'Nicht getragen, solange Armeestandartenträger nicht gewählt ist; dafür werden keine Punkte gezählt.'],
    ] as const) {
      const { wrapper } = picker('empire-of-man', [captain], lang);
      const held = wrapper.findAll('section').find((s) => s.find('[role="note"]').exists())!;
      expect(held.get('[role="note"]').text()).toBe(note);
      expect(held.find('select').exists()).toBe(false);
      expect(held.get('.magic-chosen li').text()).toMatch(lang === 'en' ? /^Griffon Standard/ : /^Greifenstandarte/);
      expect(held.get('.magic-chosen li').text()).not.toMatch(/\d/);
    }
    const { wrapper } = picker('empire-of-man', [captain]);
    const editor = useEditorStore();
    const remove = wrapper.get('button[aria-label="Remove Griffon Standard from x"]');
    await remove.trigger('click');
    await nextTick();
    expect(editor.list?.entries[0]?.items).toBeUndefined();
  });
});

describe('MagicItems: the focus stays on the bearer\'s items', () => {
  const db = shippedOldWorld();
  const items = db.query({ system: 'oldworld' }).filter((c) => c.item);

  /** A General of the Empire's items, drawn from the editor's list as the list editor draws them (the entry follows each edit), in the page. */
  function general(entry: Omit<Entry, 'assignments'>) {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [db.card(entry.cardId)!, ...items];
    editor.factions = [db.faction('oldworld', 'empire-of-man')!];
    const list: ArmyList = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) }), entries: [{ ...entry, assignments: [] }] };
    editor.list = list;
    editor.saved = list;
    const Host = defineComponent(() => () => (editor.list?.entries[0] ? h(MagicItems, { entry: editor.list.entries[0], name: 'General' }) : null));
    const wrapper = mount(Host, { attachTo: document.body, global: { plugins: [pinia, createMusterI18n('en')] } });
    return { wrapper, editor };
  }
  const start = { id: 'e1', cardId: 'empire-of-man-general-of-the-empire', count: 1, options: ['equipment.hand-weapon', 'armour.light-armour', 'mounts.on-foot', 'command.general'] };

  it('choosing the Runefang uses up the allowance: the picker is disabled, and the focus moves to the Runefang\'s remove button, not to the page', async () => {
    const { wrapper, editor } = general(start);
    const select = wrapper.get<HTMLSelectElement>('select');
    select.element.focus();
    await select.setValue('item-empire-of-man-runefang');
    await flushPromises();
    expect(editor.list?.entries[0]?.items).toEqual([{ slot: 'items.magic-items', item: 'item-empire-of-man-runefang' }]);
    expect(wrapper.get<HTMLSelectElement>('select').element.disabled).toBe(true);
    expect(document.activeElement).toBe(wrapper.get('button[aria-label="Remove Runefang from General"]').element);
    wrapper.unmount();
  });

  it('an item that leaves room keeps the focus on the picker; removing the last item moves it back to the picker', async () => {
    const { wrapper, editor } = general(start);
    const select = wrapper.get<HTMLSelectElement>('select');
    select.element.focus();
    await select.setValue('item-general-charmed-shield');
    await flushPromises();
    expect(editor.list?.entries[0]?.items).toHaveLength(1);
    expect(document.activeElement).toBe(wrapper.get('select').element);
    const remove = wrapper.get<HTMLButtonElement>('.magic-chosen button');
    remove.element.focus();
    await remove.trigger('click');
    await flushPromises();
    expect(editor.list?.entries[0]?.items).toBeUndefined();
    expect(document.activeElement).toBe(wrapper.get('select').element);
    wrapper.unmount();
  });
});
