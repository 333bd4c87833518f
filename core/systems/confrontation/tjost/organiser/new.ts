import { EVENT_FILE_FORMAT, EVENT_FILE_VERSION, eventFileSchema, type EventFile, type EventSettings } from './event';

interface NewEventInput {
  id: string;
  name: string;
  /** The round 1 draw's seed; the caller draws it (core has no randomness of its own). */
  seed: number;
  now: Date;
  date?: string;
  place?: string;
  organiser?: string;
  settings?: Partial<EventSettings>;
}

/** A new event without players or rounds. */
export function newEvent(input: NewEventInput): EventFile {
  const at = input.now.toISOString();
  const raw = {
    format: EVENT_FILE_FORMAT,
    version: EVENT_FILE_VERSION,
    id: input.id,
    name: input.name.trim(),
    ...(input.date ? { date: input.date } : {}),
    ...(input.place ? { place: input.place.trim() } : {}),
    ...(input.organiser ? { organiser: input.organiser.trim() } : {}),
    settings: input.settings ?? {},
    seed: input.seed,
    players: [],
    rounds: [],
    createdAt: at,
    updatedAt: at,
  };
  return eventFileSchema.parse(raw);
}
