import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import type { HistoryEntry } from '../../../core/api/contract';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import HistoryDialog from './HistoryDialog.vue';
import { useSiegeHistory } from './siege-history';

vi.mock('../../api', () => ({ api: { listHistory: vi.fn(), getHistoryVersion: vi.fn() } }));

/** Three versions of one roster with the same 7 elements: what sets them apart is what each changed. */
const VERSIONS: HistoryEntry[] = [
  { version: 'v3', savedAt: '2026-11-21T10:09:00.000Z', bytes: 10, name: 'Karak', entries: 7, devices: 2, garrison: 3, equipment: 1, changed: ['garrison', 'equipment'] },
  { version: 'v2', savedAt: '2026-11-21T10:05:00.000Z', bytes: 10, name: 'Karak', entries: 7, devices: 2, garrison: 0, equipment: 0, changed: [] },
  { version: 'v1', savedAt: '2026-11-21T10:00:00.000Z', bytes: 10, name: 'Karak', entries: 7, devices: 1, garrison: 0, equipment: 0 },
];

async function facts(lang: 'en' | 'de'): Promise<string[]> {
  vi.mocked(api).listHistory.mockResolvedValue(VERSIONS);
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const SiegeHistory = defineComponent({
    setup() {
      const view = useSiegeHistory();
      return () => h(HistoryDialog, { doc: { kind: 'siege', id: 'karak' }, view });
    },
  });
  const wrapper = mount(SiegeHistory, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  await flushPromises();
  return wrapper.findAll('.history-facts').map((f) => f.text());
}

describe('siege history: versions told apart', () => {
  it('each version says what it held besides its elements and what it changed since the one before', async () => {
    expect(await facts('en')).toEqual([
      '7 elements · 2 defence devices · 3 units placed · 1 piece of siege equipment · changed: garrison, siege equipment',
      '7 elements · 2 defence devices · nothing changed',
      '7 elements · 1 defence device',
    ]);
    expect(await facts('de')).toEqual([
      '7 Elemente · 2 Verteidigungsgeräte · 3 Einheiten aufgestellt · 1 Belagerungsgerät · geändert: Besatzung, Belagerungsgeräte',
      '7 Elemente · 2 Verteidigungsgeräte · nichts geändert',
      '7 Elemente · 1 Verteidigungsgerät',
    ]);
  });
});
