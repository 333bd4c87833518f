import { useI18n } from 'vue-i18n';
import type { SystemId } from '../../../core/model/system';

/**
 * The points unit as it follows a number: "1 point", "2 points", "1 Punkt", "0 Punkte"
 * (Confrontation's AP has one form), from the catalogue's plural forms
 * (`domain.systems.<system>.pointsByCount`). The unit on its own, without a number (a column
 * head, a field's label), is SYSTEMS[system].points.
 */
export function usePointsWord(): (system: SystemId, count: number) => string {
  const { t } = useI18n();
  return (system, count) => t(`domain.systems.${system}.pointsByCount`, count);
}
