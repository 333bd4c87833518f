import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
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
