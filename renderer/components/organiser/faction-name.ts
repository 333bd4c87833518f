import type { SystemId } from '../../../core/model/system';
import type { Player } from '../../../core/systems/confrontation/tjost/organiser/event';
import { useDatabaseStore } from '../../stores/database';
import { useSettingsStore } from '../../stores/settings';

/** The game of a player's list (its people and points are that game's); Confrontation without a list. */
export const playerSystem = (player: Pick<Player, 'list'> | undefined): SystemId => player?.list?.system ?? 'confrontation';

/**
 * A people's (faction's) name in the UI language, from the card database, looked up in the game
 * of the list it belongs to (a player may hand in a list of another game than Confrontation);
 * its id while the database loads or when unknown.
 */
export function useFactionNameIn(): (id: string | undefined, system: SystemId) => string {
  const database = useDatabaseStore();
  const settings = useSettingsStore();
  return (id, system) => {
    if (!id) return '';
    return database.factionName(system, id, settings.lang);
  };
}

/** A Confrontation people's name (useFactionNameIn), where no list says the game (a league's results). */
export function useFactionName(): (id: string | undefined) => string {
  const nameIn = useFactionNameIn();
  return (id) => nameIn(id, 'confrontation');
}
