import { onBeforeUnmount, onMounted, ref } from 'vue';
import { onBeforeRouteLeave, onBeforeRouteUpdate } from 'vue-router';
import { useDatabaseStore } from '../../stores/database';

export interface LeaveGuardOptions {
  /** Whether there are changes that are not saved. */
  dirty: () => boolean;
  /** Runs before `dirty` is asked (e.g. takes what is being typed into a cell). */
  prepare?: () => void;
  /** Runs when leaving without unsaved changes. */
  clean?: () => void;
  /** Browser mode: runs when the tab is closed or reloaded with unsaved changes. */
  unloading?: () => void;
  /** What the browser is given to ask before closing or reloading the tab. */
  unloadText: () => string;
}

/**
 * Asks before leaving a view with unsaved changes (with LeaveDialog): a navigation away waits
 * while `leaving` is set, `finishLeave(true)` goes on, `finishLeave(false)` stays. In browser
 * mode the browser asks before the tab is closed or reloaded (the desktop app closes its window
 * itself).
 */
export function useLeaveGuard(options: LeaveGuardOptions) {
  const leaving = ref<((ok: boolean) => void) | null>(null);
  const database = useDatabaseStore();

  function confirmLeave(): boolean | Promise<boolean> {
    options.prepare?.();
    if (!options.dirty()) {
      options.clean?.();
      return true;
    }
    return new Promise<boolean>((resolve) => {
      leaving.value = resolve;
    });
  }
  function finishLeave(ok: boolean): void {
    leaving.value?.(ok);
    leaving.value = null;
  }
  onBeforeRouteLeave(confirmLeave);
  onBeforeRouteUpdate(confirmLeave);

  function onBeforeUnload(e: BeforeUnloadEvent): void {
    if (database.info?.mode !== 'browser') return;
    // What is being typed counts as a change here too (a reload with notes half typed).
    options.prepare?.();
    if (!options.dirty()) return;
    options.unloading?.();
    e.preventDefault();
    e.returnValue = options.unloadText();
  }
  onMounted(() => window.addEventListener('beforeunload', onBeforeUnload));
  onBeforeUnmount(() => window.removeEventListener('beforeunload', onBeforeUnload));

  return { leaving, finishLeave };
}
