import type { ArmyList } from '../../core/model/list';
import type { PrintJob } from '../../core/print/job';
import { selectionIdOf } from '../../core/systems/confrontation/tjost/selection-link';

/** What this needs of the list store: opening a saved list by id. */
interface ListOpener {
  open(id: string): Promise<ArmyList>;
}

/**
 * A print job for a TJOST game list gets the game list's selection list (from the lists folder,
 * `<id>.muster`) when it does not bring one, so the printed check covers tjost.not-in-selection.
 * A selection list that cannot be opened is left out: the form is printed with the other checks.
 */
export async function withTjostSelection(job: PrintJob, lists: ListOpener): Promise<PrintJob> {
  const list = job.list;
  if (!list || list.kind !== 'tjost-game' || job.selection || !list.selectionList) return job;
  const id = selectionIdOf(list.selectionList);
  if (id === undefined) return job;
  try {
    const selection = await lists.open(id);
    return selection.kind === 'tjost-selection' ? { ...job, selection } : job;
  } catch {
    return job;
  }
}
