import type { ArmyList } from '../model/list';
import { MAX_LIST_NOTES } from '../model/list-format';
import type { ListOpResult } from './ops';
import { cutText } from '../files/cut-text';

/**
 * Gives the list the player's notes (the tournament, the opponent, reminders), trimmed and cut to
 * their longest (MAX_LIST_NOTES), line breaks kept; an empty text takes them away. The same notes
 * leave the list as it is (nothing to undo).
 */
export function setListNotes(list: ArmyList, text: string | undefined): ListOpResult {
  const typed = (text ?? '').replace(/\r\n?/g, '\n').trim();
  const value = cutText(typed, MAX_LIST_NOTES).trim();
  if ((list.notes ?? '') === value) return { ok: true, list };
  const { notes: _old, ...rest } = list;
  return { ok: true, list: value ? { ...rest, notes: value } : rest };
}
