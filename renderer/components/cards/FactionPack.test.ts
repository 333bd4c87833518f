import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackPreview } from '../../../core/api/contract';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import FactionPack from './FactionPack.vue';

vi.mock('../../api', () => ({ api: { previewFactionPack: vi.fn(), importFactionPack: vi.fn() } }));
const mocked = vi.mocked(api);

const faction = { id: 'dwarves-tir-na-bor', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' } };
const crossbow = { id: 'club-tnb-crossbow', name: { de: 'Armbrustschütze', en: 'Crossbowman' } };
const cannon = { id: 'club-tnb-cannon', name: { de: 'Kanone', en: 'Cannon' } };

function mounted(lang: 'de' | 'en' = 'en'): VueWrapper {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true });
  return mount(FactionPack, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
}

/** Picks a pack in the (hidden) file input and waits for the preview. */
async function pick(wrapper: VueWrapper): Promise<void> {
  const input = wrapper.get('input[type=file]').element as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File(['{}'], 'p.json')], configurable: true });
  input.dispatchEvent(new Event('change'));
  await flushPromises();
}

const dialog = (): HTMLElement => document.body.querySelector('[role=dialog]')!;
const importButton = (): HTMLButtonElement => [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Import' || b.textContent?.trim() === 'Importieren')!;

beforeEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('Library → Import pack: the preview', () => {
  it('a pack none of whose cards can be imported: the user’s cards it holds are kept, and Import is not offered', async () => {
    const preview: PackPreview = { system: 'confrontation', faction, cards: 0, added: [], changed: [], removed: [], kept: [crossbow, cannon], unchanged: 0 };
    mocked.previewFactionPack.mockResolvedValue({ preview, problems: ['p.json: cards: no card of the pack can be imported, so nothing is changed'] });
    const wrapper = mounted();
    await pick(wrapper);
    const text = dialog().textContent ?? '';
    expect(text).toContain('0 added, 0 changed, 0 removed, 0 unchanged, 2 kept.');
    expect(text).toContain('No card of this pack can be imported, so importing it would change nothing.');
    expect(dialog().querySelector('[aria-label="Kept: the pack’s card could not be read"]')?.textContent).toContain('Crossbowman club-tnb-crossbow');
    expect(importButton().disabled).toBe(true);
    importButton().click();
    await flushPromises();
    expect(mocked.importFactionPack).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('a pack with a card to import offers Import; a card it could not read is named as kept, not removed (German)', async () => {
    const preview: PackPreview = { system: 'confrontation', faction, cards: 1, added: [], changed: [{ ...cannon, fields: ['points'] }], removed: [], kept: [crossbow], unchanged: 0 };
    mocked.previewFactionPack.mockResolvedValue({ preview, problems: [] });
    mocked.importFactionPack.mockResolvedValue({ written: 'cards/confrontation/dwarves-tir-na-bor.json', cards: 1, problems: [] });
    const wrapper = mounted('de');
    await pick(wrapper);
    const text = dialog().textContent ?? '';
    expect(text).toContain('0 neu, 1 geändert, 0 entfernt, 0 unverändert, 1 behalten.');
    expect(text).not.toContain('Keine Karte dieses Pakets');
    expect(dialog().querySelector('[aria-label="Behalten: die Karte im Paket ist nicht lesbar"]')?.textContent).toContain('Armbrustschütze club-tnb-crossbow');
    expect(importButton().disabled).toBe(false);
    importButton().click();
    await flushPromises();
    expect(mocked.importFactionPack).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});
