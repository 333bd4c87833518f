import { computed, type ComputedRef } from 'vue';
import { useEditorStore } from '../../stores/editor';
import type { ProblemsMessages, ProblemsProps } from '../problems';

const LIST_MESSAGES: ProblemsMessages = {
  title: 'lists.validation.title',
  none: 'lists.validation.valid',
  errors: 'lists.validation.errors',
  warnings: 'lists.validation.warnings',
  error: 'lists.validation.error',
  warning: 'lists.validation.warning',
};

/** The open list's problems (core validateList, checked again on every edit); a click selects the entry. */
export function useListProblems(): ComputedRef<ProblemsProps> {
  const editor = useEditorStore();
  return computed(() => ({
    issues: editor.issues,
    names: editor.list ? { entryName: editor.entryName } : null,
    target: (issue) => issue.entryId,
    messages: LIST_MESSAGES,
    checked: editor.list?.entries.length ?? 0,
  }));
}
