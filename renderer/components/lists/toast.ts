import { onBeforeUnmount, ref } from 'vue';

export interface ToastOptions {
  /** Label of the action button, e.g. "Undo". */
  action?: string;
  onAction?: () => void | Promise<void>;
  tone?: 'info' | 'error';
  /** How long the toast stays; errors stay until dismissed. */
  ms?: number;
}

/** State of one toast: a message that hides itself after a while, with an optional action. */
export function useToast() {
  const message = ref<string | null>(null);
  const action = ref<string | undefined>(undefined);
  const tone = ref<'info' | 'error'>('info');
  let onAction: (() => void | Promise<void>) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function dismiss(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    message.value = null;
    action.value = undefined;
    onAction = undefined;
  }

  function show(text: string, options: ToastOptions = {}): void {
    dismiss();
    message.value = text;
    action.value = options.action;
    tone.value = options.tone ?? 'info';
    onAction = options.onAction;
    const ms = options.ms ?? (tone.value === 'error' ? 0 : options.action ? 12000 : 5000);
    if (ms > 0) timer = setTimeout(dismiss, ms);
  }

  async function act(): Promise<void> {
    const run = onAction;
    dismiss();
    await run?.();
  }

  onBeforeUnmount(dismiss);
  return { message, action, tone, show, dismiss, act };
}
