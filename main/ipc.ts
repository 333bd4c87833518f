import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { apiChannel } from '../core/api/channels';
import { API_METHODS, type ApiEnvelope, type MusterApi } from '../core/api/contract';
import { dispatch } from './api/dispatch';

/** Decides whether a frame URL belongs to the app's own renderer. */
type SenderCheck = (frameUrl: string) => boolean;

/**
 * Accepts only frames showing the app's own page: the built index.html (file://)
 * or, in development, the dev server's origin.
 */
export function createSenderCheck(rendererIndexUrl: string, devServerUrl?: string): SenderCheck {
  const index = new URL(rendererIndexUrl);
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : undefined;
  return (frameUrl) => {
    let url: URL;
    try {
      url = new URL(frameUrl);
    } catch {
      return false;
    }
    if (devOrigin && url.origin === devOrigin) return true;
    return url.protocol === index.protocol && url.host === index.host && url.pathname === index.pathname;
  };
}

const FORBIDDEN: ApiEnvelope<never> = {
  ok: false,
  error: { code: 'forbidden', message: 'Request from a window that is not part of Muster' },
};

/** Registers one IPC handler per API method; each checks the sender and validates its input. */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, handlers: MusterApi, isTrusted: SenderCheck): void {
  for (const method of API_METHODS) {
    ipcMain.handle(apiChannel(method), async (event: IpcMainInvokeEvent, input: unknown) => {
      const frameUrl = event.senderFrame?.url ?? '';
      if (!isTrusted(frameUrl)) return FORBIDDEN;
      return dispatch(handlers, method, input);
    });
  }
}
