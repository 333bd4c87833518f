import { describe, expect, it, vi } from 'vitest';
import type { ArmyList } from '../../core/model/list';
import { api } from '../api';
import { holdListOpen, listsOpenElsewhere, recoverableDrafts } from './open-lists';

vi.mock('../api', () => ({ api: { getRecovery: vi.fn() } }));

/** A LockManager of one origin, shared by the "pages" of a test: held while the callback's promise is pending. */
function fakeLocks() {
  const held: { name: string; mode: LockMode }[] = [];
  const locks = {
    request(name: string, options: LockOptions, callback: () => Promise<void>) {
      const lock = { name, mode: options.mode ?? 'exclusive' };
      held.push(lock);
      return callback().finally(() => held.splice(held.indexOf(lock), 1));
    },
    query: () => Promise.resolve({ held: [...held], pending: [] }),
  } as unknown as Pick<LockManager, 'request' | 'query'>;
  return { locks, held };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('lists open in another page', () => {
  it('knows a list open in another page until that page lets it go', async () => {
    const { locks } = fakeLocks();
    const release = holdListOpen('l-1', locks, 'other');
    expect(await listsOpenElsewhere(locks, 'me')).toEqual(new Set(['l-1']));
    release();
    await flush();
    expect(await listsOpenElsewhere(locks, 'me')).toEqual(new Set());
  });

  it('does not count the lists open in this page', async () => {
    const { locks } = fakeLocks();
    holdListOpen('l-1', locks, 'me');
    holdListOpen('l-2', locks, 'other');
    expect(await listsOpenElsewhere(locks, 'me')).toEqual(new Set(['l-2']));
  });

  it('lets several pages hold the same list, and ignores other locks of the origin', async () => {
    const { locks, held } = fakeLocks();
    holdListOpen('l-1', locks, 'a');
    holdListOpen('l-1', locks, 'b');
    held.push({ name: 'someone-else/l-3', mode: 'exclusive' });
    expect(held.filter((l) => l.name.endsWith('/l-1')).map((l) => l.mode)).toEqual(['shared', 'shared']);
    expect(await listsOpenElsewhere(locks, 'a')).toEqual(new Set(['l-1']));
  });

  it('without Web Locks, or when asking fails, no list counts as open elsewhere', async () => {
    expect(await listsOpenElsewhere(undefined, 'me')).toEqual(new Set());
    const failing = { request: vi.fn(), query: () => Promise.reject(new Error('SecurityError')) } as unknown as Pick<LockManager, 'request' | 'query'>;
    expect(await listsOpenElsewhere(failing, 'me')).toEqual(new Set());
    expect(() => holdListOpen('l-1', undefined)()).not.toThrow();
  });
});

describe('recoverableDrafts', () => {
  it('offers the autosaves of lists no other page has open', async () => {
    const { locks } = fakeLocks();
    const draft = (id: string) => ({ id }) as ArmyList;
    vi.mocked(api.getRecovery).mockResolvedValue([draft('l-1'), draft('l-2')]);
    expect((await recoverableDrafts(listsOpenElsewhere(locks, 'this-tab'))).map((d) => d.id)).toEqual(['l-1', 'l-2']);
    const release = holdListOpen('l-2', locks, 'another-tab');
    expect((await recoverableDrafts(listsOpenElsewhere(locks, 'this-tab'))).map((d) => d.id)).toEqual(['l-1']);
    release();
    await flush();
    expect((await recoverableDrafts(listsOpenElsewhere(locks, 'this-tab'))).map((d) => d.id)).toEqual(['l-1', 'l-2']);
  });
});
