import { inject, type ComputedRef, type InjectionKey, type Ref } from 'vue';
import type { SystemId } from '../../../core/model/system';

/**
 * What the "New list" form (ListCreateForm) gives its points limit part (ListCreateLimit), which
 * reads it inside its own render: choosing a system renders that part, not the whole dialog.
 */
export interface ListCreateState {
  readonly system: Readonly<Ref<SystemId>>;
  readonly limit: Ref<number>;
  readonly limitValid: ComputedRef<boolean>;
  /** The system's word for points, in the UI language. */
  readonly unit: ComputedRef<string>;
}

export const LIST_CREATE_STATE: InjectionKey<ListCreateState> = Symbol('list-create-state');

export function useListCreateState(): ListCreateState {
  const state = inject(LIST_CREATE_STATE);
  if (!state) throw new Error('The points limit of the New list form is used outside the form.');
  return state;
}
