import { defineStore } from 'pinia';
import type { ArmyList } from '../../core/model/list';

/** A list just created: shown at once, while `stored` (the list as main saved it) is on its way. */
export interface CreatedList {
  list: ArmyList;
  stored: Promise<ArmyList>;
}

/**
 * Lists handed from the lists page to the editor's next `open` of their id: a list just created
 * (shown without reading it) and a recovered draft (shown over the saved list). A store of
 * its own, so the lists page does not load the editor's code (the check rules) to hand one over.
 */
export const useListHandoffStore = defineStore('list-handoff', () => {
  let created: CreatedList | null = null;
  let draft: ArmyList | null = null;

  function handOver(list: CreatedList): void {
    created = list;
  }

  function restoreDraft(list: ArmyList): void {
    draft = list;
  }

  /** What was handed over for this id (each at most once); anything handed over for another id is dropped. */
  function take(id: string): { created: CreatedList | null; draft: ArmyList | null } {
    const out = { created: created?.list.id === id ? created : null, draft: draft?.id === id ? draft : null };
    created = null;
    draft = null;
    return out;
  }

  return { handOver, restoreDraft, take };
});
