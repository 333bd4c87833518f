import { useI18n } from 'vue-i18n';
import type { HistoryEntry } from '../../../core/api/contract';
import { SYSTEMS } from '../../../core/model/system';
import { useEditorStore } from '../../stores/editor';
import { useSettingsStore } from '../../stores/settings';
import { forKind, type HistoryView } from './history-view';

/** The open list: points and problems per version; restoring is one edit in the editor (Ctrl+Z takes it back, nothing saved until the user saves). */
export function useListHistory(): HistoryView {
  const { t } = useI18n();
  const editor = useEditorStore();
  const settings = useSettingsStore();
  const state = (v: HistoryEntry): string => {
    if ((v.errors ?? 0) > 0) return t('history.errors', { count: v.errors }, v.errors ?? 0);
    if ((v.warnings ?? 0) > 0) return t('history.warnings', { count: v.warnings }, v.warnings ?? 0);
    return t('history.valid');
  };
  return forKind('list', {
    intro: t('history.intro'),
    empty: t('history.empty'),
    get dirty() {
      return editor.dirty;
    },
    facts: (v) => `${t('history.facts', { points: v.points ?? 0, limit: v.limit ?? 0, unit: editor.list ? SYSTEMS[editor.list.system].points[settings.lang] : '' })} · ${t('history.entries', { count: v.entries ?? 0 }, v.entries ?? 0)} · ${state(v)}`,
    heading: (d) => d.list.name || t('lists.unnamed'),
    lines: (d) => d.list.entries.map((e) => `${e.count}× ${editor.lookup.card(e.cardId)?.name[settings.lang] ?? e.cardId}${e.group ? ` · ${e.group}` : ''}`),
    none: t('history.noEntries'),
    restore: (d) => editor.restoreVersion(d.list),
  });
}
