import os from 'node:os';
import path from 'node:path';

/**
 * The folder Electron uses as `userData` for an app named Muster, so the desktop app and
 * browser mode share the same lists, cards and settings. `MUSTER_USER_DATA` overrides it.
 */
export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.MUSTER_USER_DATA) return path.resolve(env.MUSTER_USER_DATA);
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Muster');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Muster');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Muster');
}

/** Where the user's own card files live. */
export function userCardsDir(userDataDir: string): string {
  return path.join(userDataDir, 'cards');
}

/**
 * Muster's record of the user's card files it checked and found clean (by content hash), beside
 * the card folder, not in it: the app writes it, nothing else should.
 */
export function checkedCardsRecord(userDataDir: string): string {
  return path.join(userDataDir, 'checked-cards.sha256');
}
