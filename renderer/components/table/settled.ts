import { onBeforeUnmount, watch } from 'vue';
import { useI18n } from 'vue-i18n';

/** How long a result waits for the typing to stop before it is said. */
export const SETTLE_MS = 1000;

/**
 * Results worked out as the player types ("3 3 7" is "Bonus 3", "Bonus 6", then a mistyped die),
 * said once they have settled: when a text has not changed for `delay` ms, or at once by
 * `now(name)` (Enter in its box). An empty text is not said, and a language switch, which words
 * every result anew, says none of them. The texts stay on screen as they change; only what is
 * said waits.
 */
export function useSettledResults<K extends string>(texts: Record<K, () => string>, say: (text: string) => void, delay = SETTLE_MS): { now: (name: K) => void } {
  const { locale } = useI18n();
  const timers = new Map<K, ReturnType<typeof setTimeout>>();
  const cancel = (name: K): void => {
    clearTimeout(timers.get(name));
    timers.delete(name);
  };
  for (const name of Object.keys(texts) as K[]) {
    watch(
      () => [texts[name](), locale.value] as const,
      ([text, lang], [, before]) => {
        cancel(name);
        if (text === '' || lang !== before) return;
        timers.set(
          name,
          setTimeout(() => {
            timers.delete(name);
            say(text);
          }, delay),
        );
      },
    );
  }
  onBeforeUnmount(() => {
    for (const name of [...timers.keys()]) cancel(name);
  });
  return {
    now(name) {
      cancel(name);
      const text = texts[name]();
      if (text !== '') say(text);
    },
  };
}
