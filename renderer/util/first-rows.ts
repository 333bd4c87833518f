import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import { afterNextFrame } from './frames';

/**
 * A long table's rows as the page first shows them: the first `first` rows (more than a screen
 * holds) at once, every row from the frame after. The page the app opens on shows its table
 * without waiting for hundreds of rows below the fold. Only the first filling is split: later
 * changes (a search, a sort, an edit) show every row at once, so the table never shrinks under
 * a player who scrolled down.
 */
export function useFirstRowsFirst<T>(rows: Ref<readonly T[]>, first = 60): ComputedRef<readonly T[]> {
  const all = ref(false);
  let asked = false;
  const stop = watch(
    () => rows.value.length > first,
    (long) => {
      if (!long || asked) return;
      asked = true;
      afterNextFrame(() => {
        all.value = true;
        stop();
      });
    },
    // After the rendering: the rest waits for the frame that draws the first rows.
    { immediate: true, flush: 'post' },
  );
  return computed(() => (all.value || rows.value.length <= first ? rows.value : rows.value.slice(0, first)));
}
