import { describe, expect, it } from 'vitest';
import { GAME_SIZES, gameSize, gameSizeLabel, gameSizeOf } from './game-size';

describe('game sizes', () => {
  it('are Hero 40, Patrol 200, Army 400, Grand 500+', () => {
    expect(GAME_SIZES.map((s) => [s.id, s.points, s.openEnded])).toEqual([
      ['hero', 40, false],
      ['patrol', 200, false],
      ['army', 400, false],
      ['grand', 500, true],
    ]);
  });

  it('gameSizeOf finds the size a limit belongs to', () => {
    expect(gameSizeOf(40)?.id).toBe('hero');
    expect(gameSizeOf(1)?.id).toBe('hero');
    expect(gameSizeOf(41)?.id).toBe('patrol');
    expect(gameSizeOf(200)?.id).toBe('patrol');
    expect(gameSizeOf(400)?.id).toBe('army');
    expect(gameSizeOf(450)).toBeUndefined();
    expect(gameSizeOf(500)?.id).toBe('grand');
    expect(gameSizeOf(1200)?.id).toBe('grand');
    expect(gameSizeOf(0)).toBeUndefined();
    expect(gameSizeOf(Number.NaN)).toBeUndefined();
  });

  it('labels in both languages', () => {
    expect(gameSizeLabel(gameSize('patrol'), 'en')).toBe('Patrol (up to 200)');
    expect(gameSizeLabel(gameSize('patrol'), 'de')).toBe('Patrouille (bis 200)');
    expect(gameSizeLabel(gameSize('grand'), 'en')).toBe('Grand (500 and more)');
    expect(gameSizeLabel(gameSize('grand'), 'de')).toBe('Große Schlacht (ab 500)');
  });
});
