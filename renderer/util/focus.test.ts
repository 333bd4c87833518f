import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { h, nextTick, onMounted, ref, type Component } from 'vue';
import { createMemoryHistory, createRouter, RouterView } from 'vue-router';
import { focusAfterRemoval, focusLost, focusPageHeading, pageHeading, useRouteFocus } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page with its heading at once. */
const Lists: Component = { render: () => h('section', [h('h1', 'Lists'), h('a', { href: '#/lists/a', class: 'open' }, 'Open')]) };
/** A page that reads its data first, then shows its heading (the list editor). */
const Editor: Component = {
  setup() {
    const ready = ref(false);
    onMounted(() => setTimeout(() => (ready.value = true), 20));
    return () => h('section', ready.value ? [h('h1', 'Nuln'), h('input', { class: 'name' })] : [h('p', 'Opening…')]);
  },
};
/** A page that puts the focus on a control of its own once drawn (a new list: the card search). */
const Search: Component = {
  setup() {
    const input = ref<HTMLInputElement | null>(null);
    onMounted(async () => {
      await nextTick();
      input.value?.focus();
    });
    return () => h('section', [h('h1', 'New list'), h('input', { ref: input, class: 'search' })]);
  },
};

async function app() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/lists', component: Lists },
      { path: '/lists/:id', component: Editor },
      { path: '/new', component: Search },
    ],
  });
  const Root: Component = {
    setup() {
      const main = ref<HTMLElement | null>(null);
      useRouteFocus(router, () => main.value);
      return () => h('div', [h('nav', [h('button', { class: 'nav-link' }, 'Lists')]), h('main', { ref: main }, [h(RouterView)])]);
    },
  };
  await router.push('/lists');
  const wrapper = mount(Root, { global: { plugins: [router] }, attachTo: document.body });
  await router.isReady();
  await flushPromises();
  return { router, wrapper };
}

describe('useRouteFocus', () => {
  it('leaves the focus alone on the first page (the skip link is the way in)', async () => {
    await app();
    await wait(10);
    expect(focusLost()).toBe(true);
  });

  it('moves the focus to the new page’s heading once it shows, not leaving it on the body (a removed link)', async () => {
    const { router, wrapper } = await app();
    const link = wrapper.get<HTMLElement>('a.open').element;
    link.focus();
    expect(document.activeElement).toBe(link);
    await router.push('/lists/a');
    await wait(60);
    const heading = wrapper.get('h1').element;
    expect(heading.textContent).toBe('Nuln');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('from the top bar too (a section chosen by keyboard)', async () => {
    const { router, wrapper } = await app();
    await router.push('/lists/a');
    await wait(60);
    wrapper.get<HTMLElement>('.nav-link').element.focus();
    await router.push('/lists');
    await wait(10);
    expect(document.activeElement?.textContent).toBe('Lists');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('leaves the focus where the new page put it', async () => {
    const { router, wrapper } = await app();
    await router.push('/new');
    await wait(10);
    expect(document.activeElement).toBe(wrapper.get('input.search').element);
  });
});

describe('a heading for screen readers only never takes the page’s focus', () => {
  it('pageHeading and a new page skip a visually hidden h1 for the first one shown', async () => {
    document.body.innerHTML = '<main><h1 class="visually-hidden">Hidden</h1><div><h1 id="shown">Shown</h1></div></main>';
    const main = document.querySelector('main')!;
    expect(pageHeading(main)?.id).toBe('shown');
    expect(focusPageHeading(main)).toBe(true);
    expect(document.activeElement?.id).toBe('shown');
    // Only hidden ones: the page itself, not a 1-pixel heading.
    document.body.innerHTML = '<main><div class="sr-only"><h1>Hidden</h1></div><p>Text</p></main>';
    expect(pageHeading(document.querySelector('main'))?.tagName).toBe('MAIN');
  });

  it('on a change of page too', async () => {
    const Hidden: Component = { render: () => h('section', [h('h1', { class: 'visually-hidden' }, 'Nuln'), h('h1', { class: 'name' }, [h('input', { value: 'Nuln' })])]) };
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/lists', component: Lists }, { path: '/lists/:id', component: Hidden }] });
    const Root: Component = {
      setup() {
        const main = ref<HTMLElement | null>(null);
        useRouteFocus(router, () => main.value);
        return () => h('main', { ref: main }, [h(RouterView)]);
      },
    };
    await router.push('/lists');
    const wrapper = mount(Root, { global: { plugins: [router] }, attachTo: document.body });
    await router.isReady();
    await router.push('/lists/a');
    await wait(20);
    expect(document.activeElement).toBe(wrapper.get('h1.name').element);
  });
});

describe('focusAfterRemoval', () => {
  function rows(n: number): HTMLElement[] {
    document.body.innerHTML = `<table><tbody>${Array.from({ length: n }, (_, i) => `<tr><td><button data-x>${i}</button></td></tr>`).join('')}</tbody></table><button id="add">Add</button>`;
    return [...document.querySelectorAll<HTMLElement>('tr')];
  }
  const add = () => document.getElementById('add');

  it('the same control of the row that took the removed one’s place, else of the row before, else the fallback', () => {
    expect(focusAfterRemoval(rows(3), 1, '[data-x]', add)?.textContent).toBe('1');
    expect(focusAfterRemoval(rows(2), 2, '[data-x]', add)?.textContent).toBe('1');
    expect(document.activeElement?.textContent).toBe('1');
    expect(focusAfterRemoval(rows(0), 0, '[data-x]', add)?.id).toBe('add');
    expect(focusAfterRemoval(rows(2), 0, null, add)?.tagName).toBe('TR');
  });
});
