import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, nextTick, ref, shallowRef } from 'vue';
import { vOptions, type SelectOption } from './select-options';

const ARMIES: SelectOption[] = [
  { id: 'empire', label: 'Empire of Man' },
  { id: 'dwarfs', label: 'Dwarfen Mountain Holds' },
];
const BANDS: SelectOption[] = [
  { id: 'griffon', label: 'Griffon' },
  { id: 'lions', label: 'Lions' },
  { id: 'dwarfs', label: 'Dwarfs' },
];

function picker() {
  const items = shallowRef<readonly SelectOption[]>(ARMIES);
  const value = ref('dwarfs');
  const wrapper = mount(
    defineComponent({
      directives: { options: vOptions },
      setup: () => ({ items, value }),
      template: '<select v-model="value" v-options="items"></select>',
    }),
  );
  const select = wrapper.get('select').element as HTMLSelectElement;
  const shown = () => [...select.options].map((o) => `${o.value}:${o.text}`);
  return { wrapper, items, value, select, shown };
}

describe('vOptions', () => {
  it('shows the options and selects the model value among them', () => {
    const { select, shown } = picker();
    expect(shown()).toEqual(['empire:Empire of Man', 'dwarfs:Dwarfen Mountain Holds']);
    expect(select.value).toBe('dwarfs');
  });

  it('replaces the options when the array changes, in one go, and keeps the model value selected', async () => {
    const { items, value, select, shown } = picker();
    const replace = vi.spyOn(select, 'replaceChildren');
    const before = select.options[0];
    items.value = BANDS;
    await nextTick();
    expect(shown()).toEqual(['griffon:Griffon', 'lions:Lions', 'dwarfs:Dwarfs']);
    expect(select.value).toBe('dwarfs');
    value.value = 'lions';
    await nextTick();
    expect(select.value).toBe('lions');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(select.options[0]).not.toBe(before);
  });

  it('gives the chosen option to v-model', async () => {
    const { value, select } = picker();
    select.value = 'empire';
    select.dispatchEvent(new Event('change'));
    await nextTick();
    expect(value.value).toBe('empire');
  });

  it('leaves the options alone when the component renders again with the same array', async () => {
    const { value, select } = picker();
    const first = select.options[0];
    value.value = 'empire';
    await nextTick();
    expect(select.options[0]).toBe(first);
  });

  it('leaves the options alone when a new array holds the same ones, and replaces them when a label differs', async () => {
    const { items, select, shown } = picker();
    const replace = vi.spyOn(select, 'replaceChildren');
    const first = select.options[0];
    items.value = ARMIES.map((o) => ({ ...o }));
    await nextTick();
    expect(replace).not.toHaveBeenCalled();
    expect(select.options[0]).toBe(first);
    items.value = ARMIES.map((o) => (o.id === 'dwarfs' ? { ...o, label: 'Dwarfs' } : o));
    await nextTick();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['empire:Empire of Man', 'dwarfs:Dwarfs']);
  });
});
