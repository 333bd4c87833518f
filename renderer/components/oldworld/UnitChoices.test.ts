import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { ARMY, GENERAL, ITEMS, OW, owList, WARRIORS } from '../../../core/systems/oldworld/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { editorAnnouncement } from '../lists/announcer';
import { sayEdits } from '../lists/test-support';
import UnitChoices from './UnitChoices.vue';

/** The choices of entry `index` of a list of the Lord as General and ten Warriors, opened, with the editor's announcer listening. */
async function opened(index: number, name: string) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const editor = useEditorStore(pinia);
  editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
  editor.factions = [ARMY];
  const list = owList(2000, [GENERAL, WARRIORS()]);
  editor.list = list;
  editor.saved = list;
  const plugins = [pinia, createMusterI18n('en')];
  sayEdits(plugins);
  editorAnnouncement.value = '';
  const wrapper = mount(UnitChoices, { props: { entry: list.entries[index]!, name }, global: { plugins } });
  const details = wrapper.get<HTMLDetailsElement>('details').element;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
  await nextTick();
  /** Ticks or unticks the choice labelled `label`, as a click does. */
  const choose = async (label: string, on = true) => {
    const input = wrapper.get<HTMLInputElement>(`input[aria-label="${label}"]`);
    input.element.checked = on;
    await input.trigger('change');
    await nextTick();
    await wrapper.setProps({ entry: editor.list!.entries[index]! });
  };
  return { wrapper, editor, choose };
}

describe('UnitChoices', () => {
  it('the fold is named by what it is first, then by what is chosen (2.4.6)', async () => {
    const { wrapper } = await opened(0, 'Lord');
    const summary = wrapper.get('summary');
    expect(summary.text()).toBe('Options and magic items: On foot, General');
    expect(summary.get('.visually-hidden').text()).toBe('Options and magic items:');
    // What is seen stays the choices alone.
    expect(summary.get('.choices-summary').text()).toBe('On foot, General');
  });

  it('says each choice once: what was chosen for whom, the new total, and a problem it brought (4.1.3)', async () => {
    const lord = await opened(0, 'Lord');
    await lord.choose('Great weapon for Lord');
    expect(editorAnnouncement.value).toBe('Chose Great weapon for Lord. 166 of 2000 points.');
    await lord.choose('General for Lord', false);
    expect(editorAnnouncement.value).toMatch(/^Removed General from Lord\. 166 of 2000 points\. New error: .+/);

    const warriors = await opened(1, 'Warriors');
    await warriors.choose('Champion for Warriors');
    expect(editorAnnouncement.value).toBe('Chose Champion for Warriors. 165 of 2000 points.');
  });

  it('weapons the data ticks together (Skeleton Archers’ hand weapons and warbows) are one radio button: shown chosen, kept, and chosen again after one alone', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    const archers = { ...OW.warriors, oldworld: { ...OW.warriors.oldworld!, equipment: OW.warriors.oldworld!.equipment.map((o) => ({ ...o, default: true })) } };
    editor.cards = [...Object.values(OW).filter((c) => c.id !== archers.id), archers, ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    const list = owList(2000, [GENERAL, { ...WARRIORS(), options: ['equipment.hand-weapons', 'equipment.spears', 'armour.light-armour'] }]);
    editor.list = list;
    editor.saved = list;
    const plugins = [pinia, createMusterI18n('en')];
    sayEdits(plugins);
    const wrapper = mount(UnitChoices, { props: { entry: list.entries[1]!, name: 'Warriors' }, global: { plugins } });
    const details = wrapper.get<HTMLDetailsElement>('details').element;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await nextTick();
    const radio = (label: string) => wrapper.get<HTMLInputElement>(`input[aria-label="${label} for Warriors"]`);
    const click = async (label: string) => {
      radio(label).element.checked = true;
      await radio(label).trigger('change');
      await nextTick();
      await wrapper.setProps({ entry: editor.list!.entries[1]! });
    };
    expect(radio('Hand weapons, Spears').element.checked).toBe(true);
    expect([radio('Hand weapons').element.checked, radio('Spears').element.checked]).toEqual([false, false]);
    await click('Spears');
    expect(editor.list!.entries[1]!.options).toEqual(['equipment.spears', 'armour.light-armour']);
    expect(radio('Spears').element.checked).toBe(true);
    expect(radio('Hand weapons, Spears').element.checked).toBe(false);
    await click('Hand weapons, Spears');
    expect(editor.list!.entries[1]!.options).toEqual(['equipment.hand-weapons', 'equipment.spears', 'armour.light-armour']);
    expect(editorAnnouncement.value).toMatch(/^Chose Hand weapons, Spears for Warriors\./);
    // One group of radio buttons: the set and each weapon.
    expect(new Set(['Hand weapons, Spears', 'Hand weapons', 'Spears'].map((l) => radio(l).attributes('name'))).size).toBe(1);
  });
});
