import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/error';
import { againOnConflict, conflictSavedAt, errorText } from './errors';

const conflict = new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: '2030-01-01T00:00:00.000Z' });

describe('errors', () => {
  it('errorText names the failing fields of invalid input', () => {
    expect(errorText(new ApiError({ code: 'invalid-input', message: 'Invalid input', fields: [{ path: 'list.name', message: 'too long' }] }))).toBe('Invalid input (list.name: too long)');
    expect(errorText('plain')).toBe('plain');
  });

  it('conflictSavedAt is the time of the version on disk for a conflict only', () => {
    expect(conflictSavedAt(conflict)).toBe('2030-01-01T00:00:00.000Z');
    expect(conflictSavedAt(new ApiError({ code: 'failed', message: 'disk full', savedAt: 'x' }))).toBeUndefined();
    expect(conflictSavedAt(new Error('conflict'))).toBeUndefined();
  });

  it('againOnConflict tries again after a conflict, three times at most, and never after another error', async () => {
    const twice = vi.fn().mockRejectedValueOnce(conflict).mockRejectedValueOnce(conflict).mockResolvedValue('saved');
    await expect(againOnConflict(twice)).resolves.toBe('saved');
    expect(twice).toHaveBeenCalledTimes(3);
    const always = vi.fn().mockRejectedValue(conflict);
    await expect(againOnConflict(always)).rejects.toBe(conflict);
    expect(always).toHaveBeenCalledTimes(3);
    const failed = vi.fn().mockRejectedValue(new Error('disk full'));
    await expect(againOnConflict(failed)).rejects.toThrow('disk full');
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
