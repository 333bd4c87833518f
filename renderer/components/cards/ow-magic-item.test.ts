import { createTestingPinia } from '@pinia/testing';
import { mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateList } from '../../../core/checks/validate-list';
import type { CardLookup } from '../../../core/db/types';
import { newList } from '../../../core/list/new';
import { addEntry } from '../../../core/list/ops';
import { listPoints } from '../../../core/list/totals';
import { cardSchema, type DbCard } from '../../../core/model/card';
import type { ArmyList } from '../../../core/model/list';
import { addItem } from '../../../core/systems/oldworld/options';
import { shippedOldWorld } from '../../../core/systems/oldworld/test-support/shipped';
import { newEntryStart } from '../../../core/systems/oldworld/unit';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { useEditorStore } from '../../stores/editor';
import MagicItems from '../oldworld/MagicItems.vue';
import { cardToDraft, draftToInput, emptyDraft, type CardDraft } from './card-form';
import { fieldLabel } from '../../../core/i18n/card-field-labels';
import OwMagicItemFields from './OwMagicItemFields.vue';

const shipped = shippedOldWorld();
const factions = shipped.factions('oldworld');
/** The shipped magic items (the library's cards of the system: where the editor takes item types and lists from). */
const items = shipped.all().filter((c) => c.item);

let wrapper: VueWrapper | undefined;
afterEach(() => {
  wrapper?.unmount();
  wrapper = undefined;
  document.body.innerHTML = '';
});

/** A new Old World magic item in the Empire's card file, as Library → New card → kind magic item opens it. */
function newItem(): CardDraft {
  const d = emptyDraft();
  d.kind = 'artifact';
  d.id = 'my-runefang';
  d.name = { de: 'Mein Runenschwert', en: 'My Runefang' };
  d.points = 35;
  return d;
}

function render(draft: CardDraft, lang: 'de' | 'en' = 'en') {
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    stubActions: false,
    initialState: { cards: { draft, system: 'oldworld', factions, systemCards: items, factionId: 'empire-of-man' }, settings: { lang } },
  });
  wrapper = mount(OwMagicItemFields, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useCardsStore(pinia) };
}

/** The text of the label that names a control (`<label for>` or the label around it). */
function labelOf(w: VueWrapper, selector: string): string {
  const control = w.find(selector);
  expect(control.exists(), selector).toBe(true);
  const id = control.attributes('id');
  const byFor = id ? w.findAll('label').find((l) => l.attributes('for') === id) : undefined;
  return (byFor?.element ?? control.element.closest('label'))?.textContent?.trim() ?? '';
}

describe('the card editor for an Old World magic item', () => {
  it('labels every control in both languages, and names item lists and types as the app does', () => {
    const { wrapper: en } = render(newItem(), 'en');
    expect(en.find('legend').text()).toBe('Magic item');
    const controls = en.findAll('select, input, textarea');
    expect(controls.map((c) => c.attributes('data-field'))).toEqual([
      'item.list', 'item.type', 'item.onePerArmy', 'item.stackable', 'item.minimum', 'item.maximum', 'item.nonExclusive', 'item.notes.0.en', 'item.notes.0.de',
    ]);
    expect(controls.map((c) => labelOf(en, `[data-field="${c.attributes('data-field')}"]`))).toEqual([
      'Item list', 'Item type', 'One per army', 'One bearer may take it more than once', 'Times at least', 'Times at most',
      'May be taken beside another item of its type', 'List notes (English)', 'List notes (German)',
    ]);
    // The common list and the Empire's own first, named as the library names their files; other armies' lists after them.
    const list = en.find('select[data-field="item.list"]');
    expect(list.findAll('option').slice(0, 3).map((o) => o.text())).toEqual(['Choose an item list…', 'Common Magic Items (magic items)', 'Empire of Man (magic items)']);
    const others = list.find('optgroup');
    expect(others.attributes('label')).toBe('Item lists of other armies');
    expect(others.findAll('option').map((o) => o.text())).toContain('Dark Elves (magic items)');
    expect(others.findAll('option').map((o) => o.attributes('value'))).toContain('dwarfen-mountain-holds');
    const types = en.find('select[data-field="item.type"]').findAll('option').map((o) => o.text());
    expect(types.slice(0, 7)).toEqual(['Choose an item type…', 'Weapon', 'Armour', 'Talisman', 'Enchanted item', 'Arcane item', 'Banner']);
    expect(types).toContain('Vampiric power');
    en.unmount();

    const { wrapper: de } = render(newItem(), 'de');
    expect(de.find('legend').text()).toBe('Magischer Gegenstand');
    expect(de.findAll('select, input, textarea').map((c) => labelOf(de, `[data-field="${c.attributes('data-field')}"]`))).toEqual([
      'Gegenstandsliste', 'Art des Gegenstands', 'Einmal je Armee', 'Ein Träger darf ihn mehrmals nehmen', 'Mindestens so oft', 'Höchstens so oft',
      'Darf neben einem anderen Gegenstand seiner Art genommen werden', 'Hinweise in der Liste (Englisch)', 'Hinweise in der Liste (Deutsch)',
    ]);
    expect(de.find('select[data-field="item.list"]').findAll('option').slice(1, 3).map((o) => o.text())).toEqual([
      'Gewöhnliche Magische Gegenstände (magische Gegenstände)',
      'Imperium der Menschen (magische Gegenstände)',
    ]);
    expect(de.find('select[data-field="item.type"]').findAll('option').slice(1, 3).map((o) => o.text())).toEqual(['Waffe', 'Rüstung']);
  });

  it('what is set in the fields is what the card saves', async () => {
    const { wrapper: w, store } = render(newItem());
    await w.find('select[data-field="item.list"]').setValue('empire-of-man');
    await w.find('select[data-field="item.type"]').setValue('weapon');
    await w.find('input[data-field="item.onePerArmy"]').setValue(true);
    await w.find('input[data-field="item.stackable"]').setValue(true);
    await w.find('input[data-field="item.maximum"]').setValue(2);
    await w.find('input[data-field="item.nonExclusive"]').setValue(true);
    await w.find('textarea[data-field="item.notes.0.en"]').setValue('0-1 per 1000 points');
    expect(store.input.item).toEqual({ list: 'empire-of-man', type: 'weapon', onePerArmy: true, stackable: true, maximum: 2, nonExclusive: true, notes: [{ de: '0-1 per 1000 points', en: '0-1 per 1000 points' }] });
    expect(store.input).not.toHaveProperty('oldworld');
    expect(store.check.success).toBe(true);
    expect(store.issues).toEqual([]);
    await w.find('input[data-field="item.stackable"]').setValue(false);
    await w.find('input[data-field="item.maximum"]').setValue('');
    expect(store.input.item).toEqual({ list: 'empire-of-man', type: 'weapon', onePerArmy: true, nonExclusive: true, notes: [{ de: '0-1 per 1000 points', en: '0-1 per 1000 points' }] });
  });

  it('a new item is filed with its list’s items (the library’s file of that list); a saved one stays where it is', async () => {
    const { wrapper: w, store } = render(newItem());
    store.factionId = 'beastmen-brayherds';
    await w.find('select[data-field="item.list"]').setValue('empire-of-man');
    expect(store.factionId).toBe('magic-empire-of-man');
    await w.find('select[data-field="item.list"]').setValue('general');
    expect(store.factionId).toBe('magic-general');
    // A card already saved (opened for editing) is not moved to another file by its list.
    store.previousId = 'my-runefang';
    await w.find('select[data-field="item.list"]').setValue('empire-of-man');
    expect(store.factionId).toBe('magic-general');
  });

  it('an edited shipped item keeps what the form does not edit, and says so', async () => {
    const card = shipped.card('item-chaotic-traits-battle-hunger')!;
    const { wrapper: w, store } = render(cardToDraft(card, 'en'));
    expect((w.find('select[data-field="item.list"]').element as HTMLSelectElement).value).toBe('chaotic-traits');
    expect((w.find('select[data-field="item.type"]').element as HTMLSelectElement).value).toBe('chaotic-trait');
    expect(w.text()).toContain('Also kept unchanged: perModel, perUnitPoints.');
    await w.find('input[data-field="item.onePerArmy"]').setValue(true);
    expect(store.input.item).toEqual({ ...card.item, onePerArmy: true });
  });

  it('names a refusal on its field: no list, no type, taken at most fewer times than at least', async () => {
    const { wrapper: w, store } = render(newItem(), 'de');
    await w.find('input[data-field="item.minimum"]').setValue(2);
    await w.find('input[data-field="item.maximum"]').setValue(1);
    expect(store.issues.map((i) => [i.field, i.code])).toEqual([
      ['item.list', 'required'],
      ['item.type', 'required'],
      ['item.maximum', 'min'],
    ]);
    store.showAll = true;
    await w.vm.$nextTick();
    const error = (field: string): string => {
      const control = w.find(`[data-field="${field}"]`);
      expect(control.attributes('aria-invalid')).toBe('true');
      return w.find(`#${control.attributes('aria-describedby')!.split(' ').at(-1)!}`).text();
    };
    expect(error('item.list')).toBe('Pflichtfeld.');
    expect(error('item.type')).toBe('Pflichtfeld.');
    expect(error('item.maximum')).toBe('Mindestens 2.');
    // The list of problems names the fields.
    const { t } = createMusterI18n('de').global;
    expect(store.issues.map((i) => fieldLabel(i.field, t, store.draft))).toEqual(['Gegenstandsliste', 'Art des Gegenstands', 'Höchstens so oft']);
    expect(fieldLabel('item.notes.0.en', createMusterI18n('en').global.t)).toBe('List notes (English)');
  });
});

describe('a home-made magic item in a list', () => {
  /** The Empire's Captain (magic items: weapon, armour, talisman, enchanted item, up to 50 points) in a new Empire list. */
  function captainList(lookup: CardLookup): ArmyList {
    const captain = shipped.card('empire-of-man-captain-of-the-empire')!;
    const list = newList({ id: 'l', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) });
    const start = newEntryStart(captain, list);
    const added = addEntry(list, captain.id, start.count, start.options);
    expect(added.ok).toBe(true);
    expect(lookup.card(captain.id)).toBeDefined();
    return added.list;
  }
  /** The card the form saves for `d` (through draft → input), in the Empire's card file. */
  const saved = (d: CardDraft): DbCard => ({ ...cardSchema.parse(draftToInput(d, 'oldworld')), system: 'oldworld', faction: 'empire-of-man' });

  /** The magic item picker of the list's first entry, as the list editor shows it, with the shipped cards and `mine`. */
  function picker(list: ArmyList, mine: DbCard[]) {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [shipped.card('empire-of-man-captain-of-the-empire')!, ...items, ...mine];
    editor.factions = [shipped.faction('oldworld', 'empire-of-man')!];
    editor.list = list;
    editor.saved = list;
    wrapper = mount(MagicItems, { props: { entry: list.entries[0]!, name: 'Captain' }, global: { plugins: [pinia, createMusterI18n('en')] } });
    return wrapper.get('select').findAll('option').map((o) => o.text()).slice(1);
  }

  it('is offered to a bearer whose allowance takes its type, in an army that uses its list, and counted at its points', () => {
    const d = newItem();
    const form = render(d).store;
    form.draft.oldworldItem.list = 'empire-of-man';
    form.draft.oldworldItem.type = 'weapon';
    form.draft.oldworldItem.onePerArmy = true;
    expect(form.issues).toEqual([]);
    wrapper!.unmount();
    const mine = saved(form.draft);
    const lookup: CardLookup = { card: (id) => (id === mine.id ? mine : shipped.card(id)), faction: (system, id) => shipped.faction(system, id) };
    let list = captainList(lookup);
    const before = listPoints(list, lookup);

    expect(picker(list, [mine])).toContain('My Runefang · Weapon · 35 points');
    wrapper!.unmount();
    const taken = addItem(list, 'e1', 'items.magic-items', mine.id, lookup);
    expect(taken.ok).toBe(true);
    list = taken.list;
    expect(listPoints(list, lookup) - before).toBe(35);
    expect(validateList(list, lookup).filter((i) => i.entryId === 'e1')).toEqual([]);
    picker(list, [mine]);
    expect(wrapper!.text()).toContain('My Runefang 35 points');
    expect(wrapper!.text()).toContain('15 of 50 points left');
  });

  it('is not offered where its list or type does not fit: another army’s list, a type the bearer may not take', () => {
    const list = captainList({ card: (id) => shipped.card(id), faction: (system, id) => shipped.faction(system, id) });
    const elsewhere = newItem();
    elsewhere.oldworldItem.list = 'dark-elves';
    elsewhere.oldworldItem.type = 'weapon';
    expect(picker(list, [saved(elsewhere)]).filter((o) => o.startsWith('My Runefang'))).toEqual([]);
    wrapper!.unmount();
    const banner = newItem();
    banner.oldworldItem.list = 'general';
    banner.oldworldItem.type = 'banner';
    expect(picker(list, [saved(banner)]).filter((o) => o.startsWith('My Runefang'))).toEqual([]);
    wrapper!.unmount();
    // The same item of the common list as a talisman is offered.
    banner.oldworldItem.type = 'talisman';
    expect(picker(list, [saved(banner)])).toContain('My Runefang · Talisman · 35 points');
  });
});
