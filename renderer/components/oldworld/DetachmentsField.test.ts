import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { EntryDetachment } from '../../../core/model/list';
import { ARMY, OW, owList } from '../../../core/systems/oldworld/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import DetachmentsField from './DetachmentsField.vue';
import { editorAnnouncement } from '../lists/announcer';
import { sayEdits } from '../lists/test-support';

vi.mock('../../stores/card-pages', () => ({ queryAllCards: vi.fn(async () => []), cardsByIds: vi.fn(async () => []) }));

/** The editor holding a test-army list with one regimental unit (`cardId`) of 20 models and its detachments. */
function mounted(cardId: string, detachments: EntryDetachment[] = [], composition?: string) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const editor = useEditorStore(pinia);
  editor.cards = Object.values(OW);
  editor.factions = [ARMY];
  const list = owList(1000, [{ cardId, count: 20, ...(detachments.length ? { detachments } : {}) }], composition);
  editor.list = list;
  editor.saved = list;
  const plugins = [pinia, createMusterI18n('en')];
  // Each change is said by the editor's announcer.
  sayEdits(plugins);
  editorAnnouncement.value = '';
  const wrapper = mount(DetachmentsField, { props: { entry: list.entries[0]!, name: 'Mob', composition: composition ?? 'test-army' }, global: { plugins } });
  const rerender = async () => {
    await wrapper.setProps({ entry: editor.list!.entries[0]! });
    await nextTick();
  };
  return { wrapper, editor, rerender };
}

describe('DetachmentsField (the detachments of a regimental unit)', () => {
  it("offers the army's detachment units of the composition, adds one at its least size, and no more than the unit takes", async () => {
    const { wrapper, editor, rerender } = mounted('test-mob');
    expect(wrapper.text()).toContain('No detachment taken.');
    const buttons = () => wrapper.findAll('.detachment-add button');
    expect(buttons().map((b) => b.attributes('aria-label'))).toEqual(['Add Fanatics to Mob as a detachment', 'Add Handgunners to Mob as a detachment']);
    await buttons()[0]!.trigger('click');
    expect(editor.list!.entries[0]!.detachments).toEqual([{ cardId: 'test-fanatics', count: 1, options: ['equipment.ball-and-chain'] }]);
    await rerender();
    expect(editorAnnouncement.value).toBe('Added the detachment Fanatics to Mob. 85 of 1000 points.');
    // The Mob takes one detachment: the buttons are off; its points and size are shown.
    expect(buttons().every((b) => b.attributes('disabled') !== undefined)).toBe(true);
    expect(wrapper.get('.detachment-head').text()).toContain('25 points · 1 to 3 models');
    expect(wrapper.get('legend').text()).toContain('1 taken, 0 to 1');
  });

  it("sets a detachment's models, changes its weapon by the unit rules and removes it, each an undoable edit", async () => {
    const { wrapper, editor, rerender } = mounted('test-regiment', [{ cardId: 'test-handgunners', count: 5, options: ['equipment.handguns'] }]);
    const models = wrapper.get('input[aria-label="Models of the detachment Handgunners of Mob"]');
    await models.setValue('10');
    await models.trigger('change');
    expect(editor.list!.entries[0]!.detachments![0]!.count).toBe(10);
    await rerender();
    expect(editorAnnouncement.value).toBe('Detachment Handgunners of Mob: 10 models. 170 of 1000 points.');
    await wrapper.get('input[aria-label="Crossbows for Handgunners (Mob)"]').setValue(true);
    expect(editor.list!.entries[0]!.detachments![0]!.options).toEqual(['equipment.crossbows']);
    await rerender();
    expect(editorAnnouncement.value).toBe('Chose Crossbows for Handgunners (Mob). 180 of 1000 points.');
    // 10 Handgunners at 7 points, crossbows +1 a model.
    expect(wrapper.get('.detachment-head').text()).toContain('80 points · 5 to 10 models');
    // A count out of range is refused and the field shows the count again.
    await models.setValue('0');
    await models.trigger('change');
    expect((models.element as HTMLInputElement).value).toBe('10');
    await wrapper.get('button[aria-label="Remove the detachment Handgunners from Mob"]').trigger('click');
    expect(editor.list!.entries[0]!.detachments).toBeUndefined();
    await rerender();
    // The Regiment must take one: the problem the removal brought is named.
    expect(editorAnnouncement.value).toBe('Removed the detachment Handgunners from Mob. 100 of 1000 points. New error: Regiment takes 0 detachments; it must take at least 1. (Old World: detachments)');
    editor.undo();
    expect(editor.list!.entries[0]!.detachments).toHaveLength(1);
  });

  it('offers detachments of other compositions only there (Hounds in the Guard)', () => {
    expect(mounted('test-regiment', [], 'test-guard').wrapper.findAll('.detachment-add button').map((b) => b.text())).toEqual([
      expect.stringContaining('Fanatics'),
      expect.stringContaining('Handgunners'),
      expect.stringContaining('Hounds'),
    ]);
  });
});
