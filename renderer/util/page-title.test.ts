import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { createMemoryHistory, createRouter } from 'vue-router';
import { createMusterI18n } from '../i18n';
import { sectionOf } from '../components/nav-items';
import { routes } from '../router';
import { pageName, pageTitle, usePageName } from './page-title';

const translate = (lang: 'de' | 'en', key: string): string => createMusterI18n(lang).global.t(key);

/** The title App.vue sets for a path (the route's meta and its section) and a document's name. */
async function titleOf(path: string, lang: 'de' | 'en', name: string | null = null): Promise<string> {
  const router = createRouter({ history: createMemoryHistory(), routes: routes.map((r) => ({ ...r, component: { render: () => null } }) as typeof r) });
  await router.push(path);
  const route = router.currentRoute.value;
  const page = typeof route.meta.title === 'string' ? route.meta.title : undefined;
  return pageTitle({ name, page, section: sectionOf(route.path) }, (key) => translate(lang, key));
}

describe('the page title', () => {
  it('names each page in both languages: a document’s page by the document and its kind', async () => {
    expect(await titleOf('/lists', 'de')).toBe('Listen – Muster');
    expect(await titleOf('/lists/abc', 'de', 'Nuln')).toBe('Nuln – Liste – Muster');
    expect(await titleOf('/lists/abc', 'en', 'Nuln')).toBe('Nuln – List – Muster');
    expect(await titleOf('/lists/abc/table', 'de', 'Nuln')).toBe('Nuln – Am Spieltisch – Muster');
    expect(await titleOf('/cards/x/edit', 'de')).toBe('Karte bearbeiten – Muster');
    expect(await titleOf('/cards/new', 'en')).toBe('New card – Muster');
    expect(await titleOf('/cards/grid', 'de')).toBe('Kartentabelle – Muster');
    expect(await titleOf('/about', 'de')).toBe('Über die App – Muster');
    expect(await titleOf('/about', 'en')).toBe('About the app – Muster');
    expect(await titleOf('/sieges/s1', 'de', 'Karak Kadrin')).toBe('Karak Kadrin – Belagerung – Muster');
    expect(await titleOf('/organiser/events/e1', 'de')).toBe('Turnier – Muster');
    expect(await titleOf('/print', 'en')).toBe('Print – Muster');
  });

  it('cuts a long name', () => {
    expect(pageTitle({ name: 'x'.repeat(200), page: 'app.page.listEditor' }, (key) => translate('en', key))).toBe(`${'x'.repeat(59)}… – List – Muster`);
  });

  it('a page names its document while it is shown, and no longer once it is left', async () => {
    const name = ref('Nuln');
    const Page = defineComponent({
      setup() {
        usePageName(() => name.value);
        return () => h('p');
      },
    });
    const wrapper = mount(Page);
    expect(pageName.value).toBe('Nuln');
    name.value = '  Altdorf ';
    await wrapper.vm.$nextTick();
    expect(pageName.value).toBe('Altdorf');
    wrapper.unmount();
    expect(pageName.value).toBeNull();
  });
});
