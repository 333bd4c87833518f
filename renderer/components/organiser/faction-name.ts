import { useDatabaseStore } from '../../stores/database';
import { useSettingsStore } from '../../stores/settings';

/** A Confrontation people's name in the UI language, from the card database (its id while it loads or when unknown). */
export function useFactionName(): (id: string | undefined) => string {
  const database = useDatabaseStore();
  const settings = useSettingsStore();
  return (id) => {
    if (!id) return '';
    return database.factions?.find((f) => f.system === 'confrontation' && f.id === id)?.name[settings.lang] ?? id;
  };
}
