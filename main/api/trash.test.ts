import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../core/api/error';
import { missing, trashOf } from './trash';

const enoent = (): NodeJS.ErrnoException => Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });

describe('trashOf', () => {
  it('names a document that is not there to delete or restore as not found, with its kind and id', async () => {
    const trash = trashOf({ remove: () => Promise.reject(enoent()), restore: () => Promise.reject(enoent()), trashed: () => Promise.resolve([]) }, 'siege roster');
    const removed = trash.remove({ id: 'a1' }).catch((e: unknown) => e);
    const restored = trash.restore({ id: 'a1' }).catch((e: unknown) => e);
    expect(await removed).toBeInstanceOf(NotFoundError);
    expect(String(await removed)).toContain("There is no siege roster 'a1' to delete");
    expect(await restored).toBeInstanceOf(NotFoundError);
    expect(String(await restored)).toContain("There is no siege roster 'a1' in the trash to restore");
  });

  it('passes every other refusal unchanged and answers what the store answers', async () => {
    const busy = Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
    const trash = trashOf({ remove: () => Promise.reject(busy), restore: (id: string) => Promise.resolve({ id }), trashed: () => Promise.resolve([{ id: 'x' }]) }, 'list');
    await expect(trash.remove({ id: 'a' })).rejects.toBe(busy);
    await expect(trash.restore({ id: 'b' })).resolves.toEqual({ id: 'b' });
    await expect(trash.trashed()).resolves.toEqual([{ id: 'x' }]);
    expect(missing(enoent())).toBe(true);
    expect(missing(busy)).toBe(false);
    expect(missing(null)).toBe(false);
  });
});
