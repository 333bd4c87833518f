/**
 * The labels of card fields and the words of cell and CSV problems are core's (one place for the
 * app and the command line): core/i18n/card-field-labels.ts. They are named here too for the
 * card editor and the card grid, which read them from this folder.
 */
export { cellIssueText, columnLabel, csvProblemText, fieldLabel } from '../../../core/i18n/card-field-labels';

/** The id of the element holding a field's error text (for aria-describedby). */
export function errorId(field: string): string {
  return `card-error-${field.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
