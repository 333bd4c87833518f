import { onBeforeUnmount, onMounted, shallowRef, watch, type Ref, type ShallowRef } from 'vue';
import type { CardSummary, PickResult } from '../../../core/db/types';
import type { ArmyList } from '../../../core/model/list';
import { compositionOf } from '../../../core/systems/oldworld/composition';
import { api } from '../../api';
import { errorText } from '../../util/errors';
import { nextFrame } from '../../util/frames';
import { pickQuery, takeAhead } from './pick-query';

const NOTHING: PickResult<CardSummary> = { cards: [], groupOf: [], count: 0, groups: [] };

interface PickerSearch {
  found: ShallowRef<PickResult<CardSummary>>;
  error: Ref<string | null>;
  /** The search text the shown results belong to. */
  answered: Ref<string>;
  /** Resolves once the results of the current search are shown. */
  settled: () => Promise<void>;
  /** Adds the next page of matches. */
  more: () => Promise<void>;
}

/**
 * The card picker's search, run in the main process over the whole database at every change
 * of the text, the scope or the list's faction (stale answers are dropped).
 */
export function usePickerSearch(params: {
  list: () => ArmyList | null;
  text: Ref<string>;
  allFactions: Ref<boolean>;
  /** Only the cards of this group (a filter chip); null for every group. */
  group: Ref<string | null>;
  /** Only these cards (a TJOST game list); null for every card. */
  ids: () => string[] | null;
}): PickerSearch {
  const found = shallowRef<PickResult<CardSummary>>(NOTHING);
  const error = shallowRef<string | null>(null);
  const answered = shallowRef('');
  let seq = 0;
  let current: Promise<void> = Promise.resolve();

  async function run(offset: number): Promise<void> {
    const list = params.list();
    const mine = ++seq;
    if (!list) return;
    const ids = params.ids();
    const text = params.text.value.slice(0, 200);
    if (ids && ids.length === 0) {
      found.value = NOTHING;
      answered.value = text;
      return;
    }
    try {
      const query = pickQuery(list, { text, allFactions: params.allFactions.value, ids, group: params.group.value }, offset);
      const page = await (takeAhead(query) ?? api.pickCards(query));
      if (mine !== seq) return;
      found.value =
        offset === 0 ? page : { ...page, cards: [...found.value.cards, ...page.cards], groupOf: [...found.value.groupOf, ...page.groupOf] };
      answered.value = text;
      error.value = null;
    } catch (err) {
      if (mine === seq) error.value = errorText(err);
    }
  }

  watch(
    [
      params.text,
      params.allFactions,
      params.group,
      () => params.list()?.system,
      () => params.list()?.faction,
      () => {
        const list = params.list();
        return list ? compositionOf(list) : '';
      },
      () => params.ids()?.join('\n'),
    ],
    () => {
      current = run(0);
    },
  );
  // The first search is asked for once the editor has been drawn: the request does not hold up
  // its first frame (in the bench's Chromium, where a debugger records every request's call
  // stack, a request costs 1-4 ms of the task that makes it). A search the player started
  // meanwhile has asked already; a picker gone meanwhile asks nothing, and drops late answers.
  onMounted(() => {
    const at = seq;
    current = nextFrame().then(() => (seq === at ? run(0) : undefined));
  });
  onBeforeUnmount(() => {
    seq++;
  });

  return {
    found,
    error,
    answered,
    settled: () => current,
    more: () => (current = run(found.value.cards.length)),
  };
}
