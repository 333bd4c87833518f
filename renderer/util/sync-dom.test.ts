import { describe, expect, it, vi } from 'vitest';
import { computed, effectScope, ref, shallowRef } from 'vue';
import type { SelectOption } from './select-options';
import { showElement, syncPlaceholder, syncSelect, syncShown } from './sync-dom';

const SYSTEMS: Record<string, SelectOption[]> = {
  confrontation: [
    { id: 'dwarves', label: 'Dwarves of Tir-Nâ-Bor' },
    { id: 'goblins', label: 'Goblins of No-Dan-Kar' },
  ],
  oldworld: [
    { id: 'beastmen', label: 'Beastmen Brayherds' },
    { id: 'empire', label: 'Empire of Man' },
    { id: 'dwarfs', label: 'Dwarfen Mountain Holds' },
  ],
  chronopia: [],
};

/** A select driven by the state, as the "New list" form drives its army select; nothing here awaits a render. */
function armySelect() {
  const scope = effectScope();
  const el = ref<HTMLSelectElement | null>(null);
  const system = ref('confrontation');
  const army = ref('goblins');
  const options = computed(() => SYSTEMS[system.value] ?? []);
  scope.run(() => syncSelect(el, () => ({ options: options.value, value: army.value, disabled: options.value.length === 0 })));
  const select = document.createElement('select');
  const shown = () => [...select.options].map((o) => `${o.value}:${o.text}`);
  return { scope, el, system, army, select, shown };
}

describe('syncSelect', () => {
  it('fills the select when it arrives (mounted after the state was made) and shows the chosen value', () => {
    const { el, select, shown } = armySelect();
    expect(shown()).toEqual([]);
    el.value = select;
    expect(shown()).toEqual(['dwarves:Dwarves of Tir-Nâ-Bor', 'goblins:Goblins of No-Dan-Kar']);
    expect(select.value).toBe('goblins');
    expect(select.disabled).toBe(false);
  });

  it('follows the state in the same change, with no render or microtask in between', () => {
    const { el, system, army, select, shown } = armySelect();
    el.value = select;
    const replace = vi.spyOn(select, 'replaceChildren');
    system.value = 'oldworld';
    army.value = 'empire';
    // Read at once: a watcher flushed before the next render would still show Confrontation's factions.
    expect(shown()).toEqual(['beastmen:Beastmen Brayherds', 'empire:Empire of Man', 'dwarfs:Dwarfen Mountain Holds']);
    expect(select.value).toBe('empire');
    expect(replace).toHaveBeenCalledTimes(1);
    army.value = 'dwarfs';
    expect(select.value).toBe('dwarfs');
    // Another army changes the choice only: the options stay the same nodes.
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('is disabled where there is nothing to choose, and enabled again when there is', () => {
    const { el, system, army, select, shown } = armySelect();
    el.value = select;
    system.value = 'chronopia';
    army.value = '';
    expect(shown()).toEqual([]);
    expect(select.disabled).toBe(true);
    system.value = 'confrontation';
    army.value = 'dwarves';
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('dwarves');
  });

  it('stops following the state when its scope ends (the form closed)', () => {
    const { scope, el, system, select, shown } = armySelect();
    el.value = select;
    scope.stop();
    system.value = 'oldworld';
    expect(shown()).toEqual(['dwarves:Dwarves of Tir-Nâ-Bor', 'goblins:Goblins of No-Dan-Kar']);
  });
});

describe('syncShown and showElement', () => {
  it('hides and shows as v-show does (display none, kept in the page), at once', () => {
    const el = shallowRef<HTMLElement | null>(null);
    const choices = ref(1);
    syncShown(el, () => choices.value > 1);
    const field = document.createElement('label');
    document.body.append(field);
    el.value = field;
    expect(field.style.display).toBe('none');
    choices.value = 2;
    expect(field.style.display).toBe('');
    expect(field.isConnected).toBe(true);
    field.remove();
  });

  it('writes the style only when it changes', () => {
    const field = document.createElement('fieldset');
    const observer = new MutationObserver(() => undefined);
    observer.observe(field, { attributes: true });
    showElement(field, true);
    expect(observer.takeRecords()).toHaveLength(0);
    showElement(field, false);
    showElement(field, false);
    expect(observer.takeRecords()).toHaveLength(1);
    expect(field.style.display).toBe('none');
    observer.disconnect();
  });
});

describe('syncPlaceholder', () => {
  it('sets the placeholder of the input when it arrives and when the text changes', () => {
    const el = ref<HTMLInputElement | null>(null);
    const game = ref('confrontation');
    syncPlaceholder(el, () => (game.value === 'confrontation' ? 'e.g. Siege train of No-Dan-Kar' : 'e.g. Host of Karak Hirn'));
    const input = document.createElement('input');
    el.value = input;
    expect(input.placeholder).toBe('e.g. Siege train of No-Dan-Kar');
    game.value = 'oldworld';
    expect(input.placeholder).toBe('e.g. Host of Karak Hirn');
  });
});
