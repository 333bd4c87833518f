import { describe, expect, it } from 'vitest';
import { migrate, type FileFormat } from './migrate';

const fmt: FileFormat = {
  format: 'demo',
  current: 3,
  migrations: {
    1: (raw) => ({ ...raw, name: raw.title, title: undefined }),
    2: (raw) => ({ ...raw, tags: [] }),
  },
};

describe('migrate', () => {
  it('applies every step from the file version to the current one', () => {
    expect(migrate({ format: 'demo', version: 1, title: 'x' }, fmt)).toEqual({
      ok: true,
      fromVersion: 1,
      value: { format: 'demo', version: 3, name: 'x', title: undefined, tags: [] },
    });
    expect(migrate({ format: 'demo', version: 3, name: 'y' }, fmt)).toEqual({
      ok: true,
      fromVersion: 3,
      value: { format: 'demo', version: 3, name: 'y' },
    });
  });

  it('refuses newer, broken and foreign versions with a problem', () => {
    expect(migrate({ format: 'demo', version: 4 }, fmt)).toMatchObject({
      ok: false,
      path: 'version',
      message: 'version 4 is newer than this Muster reads (up to 3); update Muster to open this file',
    });
    expect(migrate({ format: 'demo', version: '1' }, fmt)).toMatchObject({ ok: false, path: 'version', message: 'expected a whole number of at least 1' });
    expect(migrate({ format: 'other', version: 1 }, fmt)).toMatchObject({ ok: false, path: 'format', message: "expected 'demo', found 'other'" });
    expect(migrate([], fmt)).toMatchObject({ ok: false, path: '', message: 'expected a JSON object (a demo file)' });
  });

  it('reports a missing or failing step', () => {
    expect(migrate({ format: 'demo', version: 1 }, { ...fmt, migrations: { 2: fmt.migrations[2]! } })).toMatchObject({
      ok: false,
      path: 'version',
      message: 'no migration from version 1 to 2',
    });
    const failing: FileFormat = { format: 'demo', current: 2, migrations: { 1: () => { throw new Error('boom'); } } };
    expect(migrate({ format: 'demo', version: 1 }, failing)).toMatchObject({ ok: false, path: '', message: 'could not migrate from version 1: boom' });
  });
});
