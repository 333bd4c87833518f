import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { loadListEditor, routes } from './router';

describe('router', () => {
  it('keeps the list editor code it loaded: its route gets the promise the New list dialog started', async () => {
    const first = loadListEditor();
    expect(loadListEditor()).toBe(first);
    const editor = (await first).default;
    const router = createRouter({ history: createMemoryHistory(), routes });
    await router.push('/lists/abc');
    expect(router.currentRoute.value.matched[0]?.components?.default).toBe(editor);
    // The first import of the editor's modules transforms them all (seconds on a busy 2-core machine).
  }, 30_000);
});
