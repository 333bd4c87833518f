import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import type { GameResult } from '../../../core/systems/confrontation/tjost/results';
import { scoreGames } from '../../../core/systems/confrontation/tjost/scoring';
import { createMusterI18n } from '../../i18n';
import ResultsTable from './ResultsTable.vue';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The table as the results page binds it: a removed game leaves the results at once. */
function table(count: number) {
  const games = ref<GameResult[]>(Array.from({ length: count }, (_, i) => ({ round: i + 1, opponent: `P${i + 1}`, outcome: 'win', pf: 100 })));
  const Host = defineComponent({
    setup: () => () => h(ResultsTable, { rows: scoreGames(games.value).rows, onRemove: (i: number) => (games.value = games.value.filter((_, j) => j !== i)) }),
  });
  return mount(Host, { global: { plugins: [createMusterI18n('en')] }, attachTo: document.body });
}

describe('TJOST results: removing a game keeps the keyboard focus', () => {
  it('to Remove of the game that took its place, else of the game before, else the table', async () => {
    const w = table(2);
    const remove = (n: number) => w.get<HTMLButtonElement>(`[aria-label="Remove game ${n}"]`);
    remove(1).element.focus();
    await remove(1).trigger('click');
    await w.vm.$nextTick();
    expect(document.activeElement).toBe(remove(1).element);
    await remove(1).trigger('click');
    await w.vm.$nextTick();
    expect(document.activeElement).toBe(w.get('table').element);
    expect(w.get('table').attributes('tabindex')).toBe('-1');

    const three = table(3);
    const last = three.get<HTMLButtonElement>('[aria-label="Remove game 3"]');
    last.element.focus();
    await last.trigger('click');
    await three.vm.$nextTick();
    expect(document.activeElement).toBe(three.get('[aria-label="Remove game 2"]').element);
  });
});
