import { parseJsonText } from '../../core/files/json';
import { type SystemId } from '../../core/model/system';
import { systemIdSchema } from '../../core/model/system-schema';
import { isSiegeFile } from '../siege/files';

/**
 * The game system of a list file or siege roster, read from its text before it is checked, so a
 * command loads only that system's shipped cards. Siege rosters are The Old World's. Undefined
 * when the text does not say (not JSON, no known `system`): the command then loads every system,
 * and the file's own problems are reported as usual.
 */
export function systemOfFile(file: string, text: string): SystemId | undefined {
  if (isSiegeFile(file, text)) return 'oldworld';
  const json = parseJsonText(text, file);
  if (!json.ok || json.value === null || typeof json.value !== 'object') return undefined;
  const system = systemIdSchema.safeParse((json.value as { system?: unknown }).system);
  return system.success ? system.data : undefined;
}
