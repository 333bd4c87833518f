import { z } from 'zod';
import { cardKindSchema, cardSourceSchema, type DbCard } from '../model/card';
import { langSchema, systemIdSchema, type SystemId } from '../model/system';
import { settingsPatchSchema, type Settings } from '../model/settings';
import type { CardCounts, FactionInfo, LoadProblem } from '../db/types';

/**
 * The one API between the renderer and the main process.
 * Every method takes one input object, validated by its schema in `apiInputSchemas`,
 * and resolves with its result or rejects with an ApiError.
 */

export const cardQueryInputSchema = z
  .object({
    system: systemIdSchema.optional(),
    faction: z.string().max(100).optional(),
    kind: cardKindSchema.optional(),
    source: cardSourceSchema.optional(),
    rank: z.string().max(100).optional(),
    text: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(10000).optional(),
  })
  .strict();

export const noInputSchema = z.object({}).strict();

export const openExternalInputSchema = z.object({ url: z.url().max(2000) }).strict();

export const apiInputSchemas = {
  getAppInfo: noInputSchema,
  getCardCounts: noInputSchema,
  queryCards: cardQueryInputSchema,
  getCard: z.object({ id: z.string().min(1).max(100) }).strict(),
  listFactions: z.object({ system: systemIdSchema.optional() }).strict(),
  getDatabaseProblems: noInputSchema,
  openExternal: openExternalInputSchema,
  getSettings: noInputSchema,
  saveSettings: settingsPatchSchema,
} as const;

export type ApiMethod = keyof typeof apiInputSchemas;
export type ApiInput<M extends ApiMethod> = z.infer<(typeof apiInputSchemas)[M]>;

export interface AppInfo {
  version: string;
  /** `desktop` inside Electron, `browser` when served over HTTP. */
  mode: 'desktop' | 'browser';
  userDataDir: string;
  defaultLang: z.infer<typeof langSchema>;
}

export interface MusterApi {
  getAppInfo(input: ApiInput<'getAppInfo'>): Promise<AppInfo>;
  /** Number of cards per system in the loaded database (shipped plus user cards). */
  getCardCounts(input: ApiInput<'getCardCounts'>): Promise<CardCounts>;
  queryCards(input: ApiInput<'queryCards'>): Promise<DbCard[]>;
  getCard(input: ApiInput<'getCard'>): Promise<DbCard | null>;
  listFactions(input: ApiInput<'listFactions'>): Promise<FactionInfo[]>;
  /** Problems found while loading card files (file, JSON path, reason). */
  getDatabaseProblems(input: ApiInput<'getDatabaseProblems'>): Promise<LoadProblem[]>;
  /** Opens an https link in the system browser after checking it. */
  openExternal(input: ApiInput<'openExternal'>): Promise<boolean>;
  getSettings(input: ApiInput<'getSettings'>): Promise<Settings>;
  /** Merges the given fields into the stored settings and returns the result. */
  saveSettings(input: ApiInput<'saveSettings'>): Promise<Settings>;
}

/** Compile-time check: the interface and the schema table name the same methods. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
export const API_METHODS_MATCH: SameKeys<MusterApi, typeof apiInputSchemas> = true;

export const API_METHODS = Object.keys(apiInputSchemas) as ApiMethod[];

/** What crosses the wire (IPC or HTTP): a result or an error, never a thrown exception. */
export type ApiEnvelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

export interface ApiErrorData {
  code: 'invalid-input' | 'forbidden' | 'not-found' | 'failed';
  message: string;
  /** For invalid input: the failing fields. */
  fields?: { path: string; message: string }[];
}

/** What the preload exposes on `window.muster`: the API methods, each returning the wire envelope. */
export type MusterBridge = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiEnvelope<Awaited<ReturnType<MusterApi[M]>>>>;
};

export class ApiError extends Error {
  readonly code: ApiErrorData['code'];
  readonly fields: ApiErrorData['fields'];
  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.code = data.code;
    this.fields = data.fields;
  }
}

export function isSystemId(value: string): value is SystemId {
  return systemIdSchema.safeParse(value).success;
}
