import { computed, type ComputedRef } from 'vue';
import { siegeIssueText } from '../../../core/systems/oldworld/siege/messages';
import { useSettingsStore } from '../../stores/settings';
import { useSiegeStore } from '../../stores/siege';
import type { ProblemsMessages, ProblemsProps } from '../problems';

const SIEGE_MESSAGES: ProblemsMessages = {
  title: 'siege.problems.title',
  none: 'siege.problems.none',
  errors: 'siege.problems.errors',
  warnings: 'siege.problems.warnings',
  error: 'siege.problems.error',
  warning: 'siege.problems.warning',
};

/** The open siege's problems (core validateSiege, checked again on every edit); a click selects the element. */
export function useSiegeProblems(): ComputedRef<ProblemsProps> {
  const siege = useSiegeStore();
  const settings = useSettingsStore();
  return computed(() => {
    const names = siege.names(settings.lang);
    return { issues: siege.issues, names: names ? siegeIssueText(names) : null, target: (issue) => issue.elementId, messages: SIEGE_MESSAGES };
  });
}
