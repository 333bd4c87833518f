import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRequest } from '../../core/print/job';
import { createMusterI18n } from '../i18n';
import { usePrintStore } from '../stores/print';
import PrintView from './PrintView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRoute: () => ({ name: 'print', query: {} }) }));
vi.mock('../api', () => ({ api: {} }));

afterEach(() => {
  document.body.innerHTML = '';
});

/** The print page with no list and `documents` ticked (the choosers stubbed: the store holds the choice). */
function mountView(documents: DocumentRequest[], lang: 'de' | 'en' = 'en', diametersText = '') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang, paper: 'a4' } } });
  const print = usePrintStore(pinia);
  print.documents = documents;
  print.diametersText = diametersText;
  return mount(PrintView, {
    global: { plugins: [pinia, createMusterI18n(lang)], stubs: { DocumentPicker: true, PrintSetup: true, PrintExtras: true, PdfPreview: true } },
    attachTo: document.body,
  });
}

const buttons = (w: ReturnType<typeof mountView>) => w.get('.print-actions').findAll('button');

describe('the print page says why Preview, Save and Print are disabled, beside them', () => {
  it('only dispersion templates without a list: the reason is in the bar with the buttons, which name it', () => {
    const w = mountView(['templates']);
    const reason = 'Dispersion templates need a list with zone artillery or at least one diameter.';
    const bar = w.get('.print-bar');
    expect(bar.get('[data-testid=print-reason]').text()).toBe(reason);
    expect(buttons(w).map((b) => [b.text(), b.attributes('disabled'), b.attributes('aria-describedby')])).toEqual([
      ['Preview', '', 'print-reason'],
      ['Save PDF', '', 'print-reason'],
      ['Print', '', 'print-reason'],
    ]);
    expect(document.getElementById('print-reason')?.textContent).toBe(reason);
    // The full list stays under the choices.
    expect(w.get('#print-form #print-problems').text()).toBe(reason);
    w.unmount();
  });

  it('more than one reason: the first beside the buttons, with how many more there are (German)', () => {
    const w = mountView(['templates', 'reference'], 'de');
    const line = w.get('.print-bar [data-testid=print-reason]');
    expect(line.get('#print-reason').text()).toBe(w.findAll('#print-problems li')[0]!.text());
    expect(w.findAll('#print-problems li')).toHaveLength(2);
    expect(line.get('button').text()).toBe('und 1 weiteres (unter der Auswahl aufgeführt)');
    w.unmount();
  });

  it('nothing to say when the choices can be printed: no reason, no description', () => {
    const w = mountView(['rulers']);
    expect(w.find('[data-testid=print-reason]').exists()).toBe(false);
    expect(w.find('#print-problems').exists()).toBe(false);
    expect(buttons(w).map((b) => [b.attributes('disabled'), b.attributes('aria-describedby')])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    w.unmount();
  });
});

describe('the print page keeps the keyboard focus while it makes the PDF', () => {
  it('Preview, Save and Print stay focusable, said to be busy (aria-disabled, the group aria-busy), and do nothing then', async () => {
    const w = mountView(['rulers']);
    const print = usePrintStore();
    print.state = 'running';
    await w.vm.$nextTick();
    expect(buttons(w).map((b) => [b.attributes('disabled'), b.attributes('aria-disabled')])).toEqual([
      [undefined, 'true'],
      [undefined, 'true'],
      [undefined, 'true'],
    ]);
    expect(w.get('.print-actions').attributes('aria-busy')).toBe('true');
    const preview = buttons(w)[0]!;
    preview.element.focus();
    await w.get('#print-form').trigger('submit');
    await buttons(w)[1]!.trigger('click');
    await buttons(w)[2]!.trigger('click');
    expect(print.render).not.toHaveBeenCalled();
    expect(print.ensurePdf).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(preview.element);
    w.unmount();
  });
});

/** Every text a live region (status, alert, aria-live) of `root` takes, in order, as a screen reader would be told. */
function liveLog(root: Element): string[] {
  const said: string[] = [];
  const last = new Map<Element, string>();
  const regionOf = (node: Node | null): Element | null => (node instanceof Element ? node : node?.parentElement ?? null)?.closest('[role=status], [role=alert], [aria-live]:not([aria-live=off])') ?? null;
  new MutationObserver((records) => {
    const regions = new Set<Element>();
    for (const r of records) {
      const region = regionOf(r.target);
      if (region) regions.add(region);
      for (const n of r.addedNodes) if (n instanceof Element && n.matches('[role=status], [role=alert], [aria-live]')) regions.add(n);
    }
    for (const region of regions) {
      // Spaces folded, a no-break space kept: the same words again are told apart by one.
      const text = (region.textContent ?? '').replace(/[ \t\n]+/g, ' ').replace(/^ | $/g, '');
      if (text && last.get(region) !== text) said.push(text);
      last.set(region, text);
    }
  }).observe(root, { subtree: true, childList: true, characterData: true });
  return said;
}

describe('the print page says a preview once', () => {
  it('Preview: no word while it works and draws, then “PDF ready” with its pages and size, once', async () => {
    const w = mountView(['rulers']);
    const print = usePrintStore();
    const said = liveLog(document.body);
    await w.get('#print-form').trigger('submit');
    expect(print.render).toHaveBeenCalledTimes(1);
    print.state = 'running';
    print.progress = { done: 0, total: 2, label: 'Rulers' };
    await flushPromises();
    print.progress = { done: 1, total: 2, label: 'Tokens' };
    await flushPromises();
    print.pdf = new Uint8Array(30_000);
    print.state = 'done';
    await flushPromises();
    // The size is known now, the page count once the preview has read the PDF.
    expect(w.get('.ready').text()).toBe('PDF ready: 30 kB.');
    w.findComponent({ name: 'PdfPreview' }).vm.$emit('pages', 1);
    await flushPromises();
    expect(w.get('.ready').text()).toBe('PDF ready: 1 page, 30 kB.');
    expect(said).toEqual(['PDF ready: 1 page, 30 kB.']);

    // A second preview of the same choices is said again.
    await w.get('#print-form').trigger('submit');
    print.state = 'running';
    await flushPromises();
    print.pdf = new Uint8Array(30_000);
    print.state = 'done';
    await flushPromises();
    w.findComponent({ name: 'PdfPreview' }).vm.$emit('pages', 1);
    await flushPromises();
    expect(said).toHaveLength(2);
    expect(said[1]!.trim()).toBe('PDF ready: 1 page, 30 kB.');
    w.unmount();
  });

  it('a preview pdf.js cannot read: the PDF is still said to be ready, with its size', async () => {
    const w = mountView(['rulers'], 'de');
    const print = usePrintStore();
    await w.get('#print-form').trigger('submit');
    print.pdf = new Uint8Array(2048);
    print.state = 'done';
    await flushPromises();
    w.findComponent({ name: 'PdfPreview' }).vm.$emit('failed');
    await flushPromises();
    expect(w.get('[data-testid=print-news]').text()).toMatch(/^PDF fertig: 2 kB\.?$/);
    w.unmount();
  });
});
