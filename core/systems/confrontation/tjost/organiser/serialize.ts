import { serializeWithSchema } from '../../../../files/serialize';
import { eventFileSchema, type EventFile } from './event';

/** An event file as text: the schema's field order, two-space indent, newline at the end. */
export function serializeEvent(event: EventFile): string {
  return serializeWithSchema(eventFileSchema, event);
}
