/** The id of the element holding a card field's error text (for aria-describedby). */
export function errorId(field: string): string {
  return `card-error-${field.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
