import { z } from 'zod';
import { LANGS, SYSTEM_IDS, type Lang, type Localized, type SystemId } from './system';

/** Schemas of the systems, languages and two-language texts of system.ts. */
export const systemIdSchema = z.enum(SYSTEM_IDS);
export const langSchema = z.enum(LANGS);
/** A text in both languages, neither empty. */
export const localizedSchema = z.object({
  de: z.string().min(1),
  en: z.string().min(1),
});

// The schemas read exactly the types system.ts declares (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const matches: [Same<z.infer<typeof systemIdSchema>, SystemId>, Same<z.infer<typeof langSchema>, Lang>, Same<z.infer<typeof localizedSchema>, Localized>] = [true, true, true];
void matches;
