import { computed, type ComputedRef } from 'vue';
import { entryNamer } from '../../../core/i18n/issues';
import { useEditorStore } from '../../stores/editor';
import { useSettingsStore } from '../../stores/settings';
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
  const settings = useSettingsStore();
  return computed(() => ({
    issues: editor.issues,
    names: editor.list ? { entryName: entryNamer(editor.list, editor.lookup, settings.lang) } : null,
    target: (issue) => issue.entryId,
    messages: LIST_MESSAGES,
    checked: editor.list?.entries.length ?? 0,
  }));
}
