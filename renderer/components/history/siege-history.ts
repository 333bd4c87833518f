import { useI18n } from 'vue-i18n';
import { elementName } from '../../../core/systems/oldworld/siege';
import type { SiegeRoster } from '../../../core/systems/oldworld/siege/model';
import { useSettingsStore } from '../../stores/settings';
import { useSiegeStore } from '../../stores/siege';
import { forKind, type HistoryView } from './history-view';

/**
 * The open siege roster: per version its elements, devices, garrison and equipment, and what it
 * changed since the version before (every change is saved; the versions kept are spread over the
 * editing, main/services/history.ts). The siege editor has no undo, so restoring saves the version
 * as the newest one; the roster it replaces stays in the history.
 */
export function useSiegeHistory(): HistoryView {
  const { t } = useI18n();
  const siege = useSiegeStore();
  const settings = useSettingsStore();
  /** A side's list by its name (an embedded list's, or a linked one's among the user's lists; its id when it is gone), or "no list". */
  const side = (roster: SiegeRoster, which: 'attacker' | 'defender'): string => {
    const s = roster[which];
    if (s?.list) return s.list.name;
    if (!s?.listId) return t('siege.armies.none');
    return siege.lists.find((l) => l.id === s.listId)?.name ?? s.listId;
  };
  return forKind('siege', {
    intro: t('history.siege.intro'),
    empty: t('history.siege.empty'),
    get dirty() {
      return siege.saveState !== 'saved';
    },
    facts: (v) => {
      const counts = (['devices', 'garrison', 'equipment'] as const).filter((k) => (v[k] ?? 0) > 0).map((k) => t(`siege.versions.${k}`, { count: v[k] }, v[k] ?? 0));
      const changed = v.changed === undefined ? [] : [v.changed.length ? t('siege.versions.changed', { parts: v.changed.map((p) => t(`siege.versions.parts.${p}`)).join(', ') }) : t('siege.versions.unchanged')];
      return [t('siege.elements', { count: v.entries ?? 0 }, v.entries ?? 0), ...counts, ...changed].join(' · ');
    },
    heading: (d) => d.siege.name || t('siege.unnamed'),
    lines: (d) => d.siege.fortress.elements.map((el) => `${elementName(d.siege, el.id, settings.lang)} · ${t(`siege.fortress.${el.kind}`)}`),
    none: t('history.siege.noElements'),
    notes: (d) => [
      t('history.siege.sides', { attacker: side(d.siege, 'attacker'), defender: side(d.siege, 'defender') }),
      [t('history.siege.parts', { devices: d.siege.devices.length, garrison: d.siege.garrison.length }), ...(d.siege.nightBattle ? [t('siege.night')] : [])].join(' · '),
    ],
    restore: (d) => siege.restoreVersion(d.siege),
  });
}
