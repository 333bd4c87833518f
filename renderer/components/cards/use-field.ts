import { useCardsStore } from '../../stores/cards';
import { errorId } from './field-labels';

/** Attributes that tie a form control to its field: name for touch tracking, invalid state, error text. */
export function useCardField() {
  const store = useCardsStore();
  function attrs(field: string): Record<string, string | undefined> {
    const bad = store.errorsFor(field).length > 0;
    return { 'data-field': field, 'aria-invalid': bad ? 'true' : undefined, 'aria-describedby': bad ? errorId(field) : undefined };
  }
  return { store, attrs };
}
