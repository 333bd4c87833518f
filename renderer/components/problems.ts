import { computed, type ComputedRef } from 'vue';
import type { Issue } from '../../core/checks/types';
import { entryNamer, type IssueTextContext } from '../../core/i18n/issues';
import { siegeIssueText } from '../../core/systems/oldworld/siege/messages';
import { useEditorStore } from '../stores/editor';
import { useSettingsStore } from '../stores/settings';
import { useSiegeStore } from '../stores/siege';

/** Message ids of ProblemsPanel's own texts (each editor words them for its document). */
export interface ProblemsMessages {
  title: string;
  /** Shown when there is no problem. */
  none: string;
  /** Counters, pluralised by count. */
  errors: string;
  warnings: string;
  error: string;
  warning: string;
}

/** What ProblemsPanel shows for one document (bind with v-bind). */
export interface ProblemsProps {
  issues: readonly Issue[];
  names: IssueTextContext | null;
  target: (issue: Issue) => string | undefined;
  messages: ProblemsMessages;
  /** How many items the checks covered (a list's entries), shown as `data-checked` for measurements. */
  checked?: number;
}

const LIST_MESSAGES: ProblemsMessages = {
  title: 'lists.validation.title',
  none: 'lists.validation.valid',
  errors: 'lists.validation.errors',
  warnings: 'lists.validation.warnings',
  error: 'lists.validation.error',
  warning: 'lists.validation.warning',
};

const SIEGE_MESSAGES: ProblemsMessages = {
  title: 'siege.problems.title',
  none: 'siege.problems.none',
  errors: 'siege.problems.errors',
  warnings: 'siege.problems.warnings',
  error: 'siege.problems.error',
  warning: 'siege.problems.warning',
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

/** The open siege's problems (core validateSiege, checked again on every edit); a click selects the element. */
export function useSiegeProblems(): ComputedRef<ProblemsProps> {
  const siege = useSiegeStore();
  const settings = useSettingsStore();
  return computed(() => {
    const names = siege.names(settings.lang);
    return { issues: siege.issues, names: names ? siegeIssueText(names) : null, target: (issue) => issue.elementId, messages: SIEGE_MESSAGES };
  });
}
