import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CHRONOPIA_MARKERS } from '../../../core/systems/chronopia/markers';
import { CHR_CARDS } from '../../../core/systems/chronopia/test-fixtures';
import { newList } from '../../../core/list/new';
import type { ArmyList, Entry } from '../../../core/model/list';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { assignOptions } from '../lists/assign-options';
import ChronopiaPanel from './ChronopiaPanel.vue';
import WarbandField from './WarbandField.vue';

const e = (id: string, cardId: string, count = 1, more: Partial<Entry> = {}): Entry => ({ id, cardId, count, assignments: [], ...more });
const crew = (machine: string) => [{ type: 'crew' as const, machine, role: 'servant' as const }];

function editorWith(entries: Entry[], lang: 'de' | 'en' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const editor = useEditorStore(pinia);
  const list: ArmyList = { ...newList({ id: 'l1', name: 'Raiders', system: 'chronopia', faction: 'test', pointsLimit: 200 }), entries, lastEntryNumber: entries.length };
  editor.cards = CHR_CARDS;
  editor.list = list;
  editor.saved = list;
  return { editor, plugins: [pinia, createMusterI18n(lang)] };
}
const stubs = { RouterLink: { template: '<a><slot /></a>' } };

describe('ChronopiaPanel', () => {
  it('names the game size of the limit: between Army and Grand at 450, none below Hero at 0', async () => {
    const { editor, plugins } = editorWith([]);
    const w = mount(ChronopiaPanel, { global: { plugins, stubs } });
    editor.list = { ...editor.list!, pointsLimit: 450 };
    await w.vm.$nextTick();
    expect(w.text()).toContain('Game size: between Army (400) and Grand (500)');
    editor.list = { ...editor.list, pointsLimit: 0 };
    await w.vm.$nextTick();
    expect(w.text()).toContain('Game size: none; a points limit of 0 is below the smallest, Hero (up to 40 points)');
    expect(w.text()).not.toContain('between Army');
  });

  it('shows game size, units, markers and a chariot without crew; adds the missing crew in one undoable step', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-boss'), e('e2', 'gob-warrior', 6, { group: 'Spears' }), e('e3', 'gob-chariot')]);
    const w = mount(ChronopiaPanel, { global: { plugins, stubs } });
    expect(w.text()).toContain('Game size: Patrol (up to 200 points)');
    expect(w.findAll('.chr-units li').map((li) => li.findAll('span').map((s) => s.text()))).toEqual([
      ['Single figure', 'gob-boss', '30 pts'],
      ['Warband', 'Spears', '48 pts'],
      ['Chariot', 'gob-chariot', '60 pts'],
    ]);
    expect(w.text()).toContain('Units that activate: 3 · figures on the table: 8');
    expect(w.text()).toContain('gob-driver: 0 of 1');
    expect(editor.issues.map((i) => i.code)).toEqual(['chronopia.chariot-crew']);

    await w.get('button[aria-label="Add the missing crew of gob-chariot"]').trigger('click');
    expect(editor.issues).toEqual([]);
    expect(editor.list?.entries.map((x) => [x.cardId, x.count, x.assignments.length])).toEqual([
      ['gob-boss', 1, 0], ['gob-warrior', 6, 0], ['gob-chariot', 1, 0], ['gob-driver', 1, 1], ['gob-spear', 2, 1],
    ]);
    expect(w.text()).toContain('Crew complete');
    editor.undo();
    expect(editor.list?.entries).toHaveLength(3);
  });

  it('the crew complete, the button used is gone: the focus goes to the crew’s title, not the page’s body', async () => {
    const { plugins } = editorWith([e('e1', 'gob-chariot')]);
    const w = mount(ChronopiaPanel, { global: { plugins, stubs }, attachTo: document.body });
    const add = w.get<HTMLButtonElement>('button[aria-label="Add the missing crew of gob-chariot"]');
    add.element.focus();
    await add.trigger('click');
    await w.vm.$nextTick();
    await w.vm.$nextTick();
    expect(w.text()).toContain('Crew complete');
    expect(document.activeElement).toBe(w.get('.chr-crew-title').element);
    w.unmount();
  });

  it('offers crew entries already in the list', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-chariot'), e('e2', 'gob-driver'), e('e3', 'gob-spear', 2)]);
    const w = mount(ChronopiaPanel, { global: { plugins, stubs } });
    await w.findAll('button').find((b) => b.text() === 'Assign gob-spear as crew of gob-chariot')?.trigger('click');
    expect(editor.list?.entries[2]?.assignments).toEqual(crew('e1'));
    // The chariot has 2 of its 3 crew; the driver, not assigned yet, crews no chariot.
    expect(editor.issues.map((i) => [i.code, i.entryId, i.params.crew])).toEqual([
      ['chronopia.chariot-crew', 'e1', 2],
      ['chronopia.crew-without-chariot', 'e2', undefined],
    ]);
  });
});

describe('renaming a warband in the panel', () => {
  const rows = (w: ReturnType<typeof mount>) => w.findAll('.chr-units .chr-unit-name').map((n) => n.text());

  it('Rename, type, Enter: every entry of the warband gets the name in one undoable change; the focus is back on its Rename', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-warrior', 6, { group: 'Kampfverband 1' }), e('e2', 'gob-archer', 2, { group: 'Kampfverband 1' }), e('e3', 'gob-boss')], 'de');
    const w = mount(ChronopiaPanel, { global: { plugins, stubs }, attachTo: document.body });
    expect(w.findAll('button[data-rename-warband]')).toHaveLength(1);
    await w.get('button[aria-label="Kampfverband Kampfverband 1 umbenennen"]').trigger('click');
    await w.vm.$nextTick();
    const box = w.get<HTMLInputElement>('input[aria-label="Neuer Name von Kampfverband Kampfverband 1"]');
    expect(document.activeElement).toBe(box.element);
    expect(box.element.value).toBe('Kampfverband 1');
    expect(box.attributes('maxlength')).toBe('100');
    await box.setValue('  Schilfschützen ');
    await w.get('form.chr-rename').trigger('submit');
    await w.vm.$nextTick();
    expect(editor.list?.entries.map((x) => x.group)).toEqual(['Schilfschützen', 'Schilfschützen', undefined]);
    expect(editor.past).toHaveLength(1);
    expect(w.find('form.chr-rename').exists()).toBe(false);
    expect(rows(w)).toEqual(['Schilfschützen', 'gob-boss']);
    expect(document.activeElement).toBe(w.get('button[aria-label="Kampfverband Schilfschützen umbenennen"]').element);
    editor.undo();
    expect(editor.list?.entries.map((x) => x.group)).toEqual(['Kampfverband 1', 'Kampfverband 1', undefined]);
    w.unmount();
  });

  it('Escape cancels: nothing changes and the focus is back on Rename', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-warrior', 6, { group: 'Warband 1' })]);
    const w = mount(ChronopiaPanel, { global: { plugins, stubs }, attachTo: document.body });
    await w.get('button[aria-label="Rename warband Warband 1"]').trigger('click');
    await w.vm.$nextTick();
    const box = w.get('input[aria-label="New name of warband Warband 1"]');
    await box.setValue('Spears');
    await box.trigger('keydown', { key: 'Escape' });
    await w.vm.$nextTick();
    expect(w.find('form.chr-rename').exists()).toBe(false);
    expect(editor.list?.entries[0]?.group).toBe('Warband 1');
    expect(editor.past).toHaveLength(0);
    expect(document.activeElement).toBe(w.get('button[aria-label="Rename warband Warband 1"]').element);
    w.unmount();
  });

  it('refuses an empty name and the name of another warband, saying why; the box stays open and nothing changes', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-warrior', 6, { group: 'Kampfverband 1' }), e('e2', 'gob-archer', 4, { group: 'Speere' })], 'de');
    const w = mount(ChronopiaPanel, { global: { plugins, stubs }, attachTo: document.body });
    await w.get('button[aria-label="Kampfverband Kampfverband 1 umbenennen"]').trigger('click');
    await w.vm.$nextTick();
    const box = w.get('input[aria-label="Neuer Name von Kampfverband Kampfverband 1"]');
    await box.setValue('   ');
    await w.get('form.chr-rename').trigger('submit');
    expect(w.get('[role="alert"]').text()).toBe('Ein Kampfverband braucht einen Namen: Kampfverband 1 behält seinen Namen.');
    expect(box.attributes('aria-invalid')).toBe('true');
    expect(box.attributes('aria-describedby')!.split(' ')).toContain(w.get('[role="alert"]').attributes('id'));
    expect(document.activeElement).toBe(box.element);
    await box.setValue('speere');
    await w.get('form.chr-rename').trigger('submit');
    expect(w.get('[role="alert"]').text()).toBe('„speere“ ist vergeben: Die Liste hat schon den Kampfverband Speere (Groß- und Kleinschreibung machen keinen anderen Namen). Kampfverband 1 behält seinen Namen.');
    expect(editor.list?.entries.map((x) => x.group)).toEqual(['Kampfverband 1', 'Speere']);
    expect(editor.past).toHaveLength(0);
    expect(w.find('form.chr-rename').exists()).toBe(true);
    w.unmount();
  });
});

describe('figures and markers in the panel', () => {
  it('counts the figures on the table as the totals above do: a chariot with its crew is one figure', async () => {
    const list = [e('e1', 'gob-boss'), e('e2', 'gob-warrior', 6), e('e3', 'gob-chariot'), e('e4', 'gob-driver', 1, { assignments: crew('e3') }), e('e5', 'gob-spear', 2, { assignments: crew('e3') })];
    const { editor, plugins } = editorWith(list, 'de');
    const w = mount(ChronopiaPanel, { global: { plugins, stubs } });
    // 1 boss + 6 warriors + the chariot with its three crew as one: 8, in the header as in the panel.
    expect(editor.totals?.figures).toBe(8);
    expect(w.text()).toContain('Einheiten, die aktiviert werden: 3 · Figuren auf dem Tisch: 8');
    // Crew that crews nothing in the list stands on the table on its own.
    editor.list = { ...editor.list!, entries: [...list.slice(0, 3), e('e4', 'gob-driver', 1), e('e5', 'gob-spear', 2)] };
    await w.vm.$nextTick();
    expect(editor.totals?.figures).toBe(11);
    expect(w.text()).toContain('Figuren auf dem Tisch: 11');
  });

  it('names the markers as they are printed and offered as extras (Aktivierung, as the rulebook’s Aktivierungsmarker)', () => {
    const { plugins } = editorWith([e('e1', 'gob-boss'), e('e2', 'gob-warrior', 6)], 'de');
    const w = mount(ChronopiaPanel, { global: { plugins, stubs } });
    expect(w.text()).toContain('Zu druckende Marker: Aktivierung 2, Wartestellung 7, Versteckt 7, Panik 2, Hingestreckt 4.');
    // The print view's field for extra markers names them by the same words (print.token.*).
    const { global } = createMusterI18n('de');
    expect(CHRONOPIA_MARKERS.map((k) => global.t(`print.token.${k}`))).toEqual(['Aktivierung (Chronopia)', 'Wartestellung (Chronopia)', 'Versteckt (Chronopia)', 'Panik (Chronopia)', 'Hingestreckt (Chronopia)']);
  });
});

describe('WarbandField', () => {
  it('puts an entry into a new warband, then into an existing one, then back', async () => {
    const { editor, plugins } = editorWith([e('e1', 'gob-warrior', 6, { group: 'Warband 1' }), e('e2', 'gob-archer', 4), e('e3', 'gob-driver', 1, { assignments: crew('x') })]);
    const entry = () => editor.list?.entries[1] as Entry;
    const w = mount(WarbandField, { props: { entry: entry(), name: 'gob-archer' }, global: { plugins } });
    const select = w.get('select[aria-label="Warband of gob-archer"]');
    expect(select.findAll('option').map((o) => o.text())).toEqual(['Own warband', 'Warband 1', 'New warband']);
    await select.setValue(select.findAll('option')[2]?.element.value);
    expect(entry().group).toBe('Warband 2');
    await w.setProps({ entry: entry() });
    await select.setValue('Warband 1');
    expect(entry().group).toBe('Warband 1');
    await select.setValue('');
    expect(entry().group).toBeUndefined();
    expect(editor.past).toHaveLength(3);
    const crewField = mount(WarbandField, { props: { entry: editor.list?.entries[2] as Entry, name: 'gob-driver' }, global: { plugins } });
    expect(crewField.find('select').exists()).toBe(false);
  });
});

describe('chariot crew in the assignment picker', () => {
  it('a crew figure may ride on a chariot of the list; the chariot offers its crew entries', () => {
    const { editor } = editorWith([e('e1', 'gob-chariot'), e('e2', 'gob-driver'), e('e3', 'gob-warrior', 5)]);
    const list = editor.list as ArmyList;
    expect(assignOptions(list, editor.lookup, 'e2').map((o) => [o.group, o.otherId, o.assignment])).toEqual([['machine', 'e1', crew('e1')[0]]]);
    expect(assignOptions(list, editor.lookup, 'e1').map((o) => [o.group, o.entryId])).toEqual([['crew', 'e2']]);
    expect(assignOptions(list, editor.lookup, 'e3')).toEqual([]);
  });
});
