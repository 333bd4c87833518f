import { reactive } from 'vue';
import { DEFAULT_TEXT_CHOICES, type TextChoices } from '../../../core/export/text-options';

/**
 * The text export's choices (style, points, notes, special rules, profiles, secret list) as last
 * made: the dialog opens with them again for as long as the app runs (they are no setting saved
 * with the others).
 */
export const textExportChoices = reactive<TextChoices>({ ...DEFAULT_TEXT_CHOICES });

/** Back to the defaults (tests). */
export function resetTextExportChoices(): void {
  Object.assign(textExportChoices, DEFAULT_TEXT_CHOICES);
}
