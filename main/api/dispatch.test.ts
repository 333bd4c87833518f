import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { AlreadyExistsError, InvalidInputError, NotFoundError } from '../../core/api/error';
import { FileReadError } from '../services/read-file';
import { FileProblemsError } from '../../core/files/problems';
import { dispatch, isApiMethod } from './dispatch';

describe('dispatch', () => {
  it('validates the input and calls the handler', async () => {
    const api = fakeApi();
    const result = await dispatch(api, 'queryCards', { text: 'goblin', system: 'confrontation' });
    expect(result).toEqual({ ok: true, value: [] });
    expect(api.calls).toEqual([{ method: 'queryCards', input: { text: 'goblin', system: 'confrontation' } }]);
  });

  it('rejects input that fails its schema without calling the handler', async () => {
    const api = fakeApi();
    const result = await dispatch(api, 'queryCards', { system: 'warhammer40k', extra: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-input');
      expect(result.error.fields?.map((f) => f.path).sort()).toEqual(['(input)', 'system']);
    }
    expect(api.calls).toEqual([]);
  });

  it('bounds the card picker: at most 200 cards a page and 2,000 ids a query', async () => {
    const api = fakeApi();
    expect((await dispatch(api, 'pickCards', { system: 'oldworld', faction: 'x', limit: 201 })).ok).toBe(false);
    expect((await dispatch(api, 'queryCards', { ids: Array.from({ length: 2001 }, (_, i) => `c${i}`) })).ok).toBe(false);
    expect((await dispatch(api, 'queryCards', { offset: -1 })).ok).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('reports a file Muster cannot read as unreadable, with what is wrong with it', async () => {
    const api = fakeApi();
    api.openEvent = () => Promise.reject(new FileProblemsError('events/e1.muster-event', [{ file: 'events/e1.muster-event', path: 'rounds', message: 'Expected array' }]));
    const result = await dispatch(api, 'openEvent', { id: 'e1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unreadable', message: expect.stringContaining('events/e1.muster-event') } });
  });

  it('turns a failing handler into an error envelope', async () => {
    const api = fakeApi();
    api.getCardCounts = () => Promise.reject(new Error('disk on fire'));
    expect(await dispatch(api, 'getCardCounts', {})).toEqual({ ok: false, error: { code: 'failed', message: 'disk on fire' } });
  });

  it('refuses a new list whose faction is not an id before the handler runs (it answered 500 with a schema dump)', async () => {
    const api = fakeApi();
    for (const faction of ['Not A Faction!', '../../etc']) {
      const result = await dispatch(api, 'createList', { name: 'x', system: 'chronopia', faction, pointsLimit: 400 });
      expect(result.ok ? undefined : [result.error.code, result.error.fields?.map((f) => f.path)]).toEqual(['invalid-input', ['faction']]);
    }
    expect(api.calls).toEqual([]);
  });

  it('reports what is not there as not-found', async () => {
    const api = fakeApi();
    api.deleteList = () => Promise.reject(new NotFoundError("There is no list 'x' to delete"));
    expect(await dispatch(api, 'deleteList', { id: 'x' })).toEqual({ ok: false, error: { code: 'not-found', message: "There is no list 'x' to delete" } });
  });

  it('reports a file not there as not-found and one Muster refuses to read (too large, a folder) as unreadable, as a broken one', async () => {
    const api = fakeApi();
    const refusing = (err: Error) => () => Promise.reject(err);
    api.openList = refusing(new FileReadError('lists/CON.muster', 'missing', 'no such file'));
    expect(await dispatch(api, 'openList', { id: 'CON' })).toEqual({ ok: false, error: { code: 'not-found', message: 'lists/CON.muster: no such file' } });
    api.openList = refusing(new FileReadError('lists/big.muster', 'too-large', 'is 38 MB, more than the 8 MB Muster reads'));
    expect(await dispatch(api, 'openList', { id: 'big' })).toEqual({ ok: false, error: { code: 'unreadable', message: 'lists/big.muster: is 38 MB, more than the 8 MB Muster reads' } });
    api.openList = refusing(new FileReadError('lists/dir.muster', 'not-a-file', 'is not a regular file'));
    expect(await dispatch(api, 'openList', { id: 'dir' })).toEqual({ ok: false, error: { code: 'unreadable', message: 'lists/dir.muster: is not a regular file' } });
  });

  it('reports a document there already as a conflict without a save time, and input the handler refuses as invalid', async () => {
    const api = fakeApi();
    api.createList = () => Promise.reject(new AlreadyExistsError("A list with the id 'x' exists already; nothing was changed"));
    expect(await dispatch(api, 'createList', { id: 'x', name: 'x', system: 'chronopia', faction: 'x', pointsLimit: 400 })).toEqual({
      ok: false,
      error: { code: 'conflict', message: "A list with the id 'x' exists already; nothing was changed" },
    });
    api.getCardCounts = () => Promise.reject(new InvalidInputError("'../x' is not a valid document id"));
    expect(await dispatch(api, 'getCardCounts', {})).toEqual({ ok: false, error: { code: 'invalid-input', message: "'../x' is not a valid document id" } });
  });

  it('knows the API methods and nothing else', () => {
    expect(isApiMethod('getCardCounts')).toBe(true);
    expect(isApiMethod('constructor')).toBe(false);
    expect(isApiMethod('__proto__')).toBe(false);
  });
});
