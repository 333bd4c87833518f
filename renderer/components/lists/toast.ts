import { getCurrentInstance, inject, onBeforeUnmount, provide, ref, type InjectionKey } from 'vue';

export interface ToastOptions {
  /** Label of the action button, e.g. "Undo". */
  action?: string;
  onAction?: () => void | Promise<void>;
  tone?: 'info' | 'error';
  /** How long the toast stays; errors stay until dismissed. */
  ms?: number;
}

/** Why a toast waits: the keyboard focus is in it, or the pointer is over it. */
export type ToastHold = 'focus' | 'pointer';

/** What the toast's view (ToastMessage) tells the toast of the same page: it is being read or used. */
export interface ToastHolder {
  hold(reason: ToastHold): void;
  release(reason: ToastHold): void;
}

const HOLDER: InjectionKey<ToastHolder> = Symbol('toast-holder');

/** The holder of the toast of the page a ToastMessage is in (given by that page's `useToast`), if any. */
export const injectToastHolder = (): ToastHolder | null => inject(HOLDER, null);

/**
 * State of one toast: a message that hides itself after a while, with an optional action. The time
 * does not run while the focus is in the toast or the pointer over it (its ToastMessage says so):
 * it starts again, whole, once both have left, so an Undo being reached is not taken away.
 */
export function useToast() {
  const message = ref<string | null>(null);
  const action = ref<string | undefined>(undefined);
  const tone = ref<'info' | 'error'>('info');
  let onAction: (() => void | Promise<void>) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** How long the shown toast stays (0: until dismissed). */
  let stay = 0;
  const holds = new Set<ToastHold>();

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function startTimer(): void {
    stopTimer();
    if (stay > 0 && holds.size === 0 && message.value !== null) timer = setTimeout(dismiss, stay);
  }

  function dismiss(): void {
    stopTimer();
    message.value = null;
    action.value = undefined;
    onAction = undefined;
    stay = 0;
    // A toast taken away under the focus or the pointer hears of neither leaving: its view holds the next one again.
    holds.clear();
  }

  function show(text: string, options: ToastOptions = {}): void {
    dismiss();
    message.value = text;
    action.value = options.action;
    tone.value = options.tone ?? 'info';
    onAction = options.onAction;
    stay = options.ms ?? (tone.value === 'error' ? 0 : options.action ? 12000 : 5000);
    startTimer();
  }

  async function act(): Promise<void> {
    const run = onAction;
    dismiss();
    await run?.();
  }

  const holder: ToastHolder = {
    hold(reason) {
      holds.add(reason);
      stopTimer();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      startTimer();
    },
  };
  // The page's ToastMessage finds the holder without being handed it.
  if (getCurrentInstance()) provide(HOLDER, holder);

  onBeforeUnmount(dismiss);
  return { message, action, tone, show, dismiss, act, ...holder };
}
