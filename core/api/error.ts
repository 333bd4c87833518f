/** What an API call reports when it fails (the error half of the wire envelope). */
export interface ApiErrorData {
  /**
   * `unreadable`: a file the call reads (a stored event, list or siege roster, or one handed in)
   * is not one Muster can read; the message says what is wrong with it.
   */
  code: 'invalid-input' | 'forbidden' | 'not-found' | 'conflict' | 'unreadable' | 'failed';
  message: string;
  /** For invalid input: the failing fields. */
  fields?: { path: string; message: string }[];
  /** For a conflict: when the version now on disk was saved (its `updatedAt`). */
  savedAt?: string;
  /**
   * For a conflict: the version now on disk, as a later save's `basedOn` to replace it knowingly
   * (for documents that carry their save time, the same as `savedAt`); '' when the document is on
   * disk no more (deleted or renamed elsewhere), `savedAt` then being when that was found.
   */
  version?: string;
}

/**
 * A failed API call, as the renderer sees it. Kept apart from the contract's schemas so that
 * code that only calls the API does not load them.
 */
export class ApiError extends Error {
  readonly code: ApiErrorData['code'];
  readonly fields: ApiErrorData['fields'];
  readonly savedAt: string | undefined;
  readonly version: string | undefined;
  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.code = data.code;
    this.fields = data.fields;
    this.savedAt = data.savedAt;
    this.version = data.version;
  }
}

/**
 * What a call asked for is not there (a list deleted or restored meanwhile in another window):
 * the API reports it as `not-found`, with this message for people.
 */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * What a call was asked to create is there already (a list with the id given): nothing was
 * changed. The API reports it as a `conflict`, without `savedAt`, as nothing was saved elsewhere.
 */
export class AlreadyExistsError extends Error {
  /** The catalogue text that words it for the user (with `params`), where there is one; the API words it in the user's language. */
  readonly words?: { key: string; params: Record<string, string | number> };
  constructor(message: string, words?: { key: string; params: Record<string, string | number> }) {
    super(message);
    this.name = 'AlreadyExistsError';
    if (words) this.words = words;
  }
}

/**
 * A call's input that its schema lets through but the call cannot take (a document id that is
 * not one, e.g. `../x`): the API reports it as `invalid-input`.
 */
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/**
 * A save refused because the document was saved elsewhere (another window, tab or program)
 * after the version the save is based on: nothing was written. Handlers throw it; the API
 * reports it as a `conflict` with the time of the version on disk.
 */
export class SaveConflictError extends Error {
  constructor(
    readonly file: string,
    /** When the version now on disk was saved. */
    readonly savedAt: string,
    /** When the version the refused save was based on was saved. */
    readonly basedOn: string,
    /** The version now on disk, to base a knowing replace on (see ApiErrorData.version). */
    readonly version: string = savedAt,
  ) {
    super(
      version === ''
        ? `${file}: deleted or renamed elsewhere after the version this save is based on (${basedOn}); nothing was written`
        : `${file}: saved elsewhere at ${savedAt}, after the version this save is based on (${basedOn}); nothing was written`,
    );
    this.name = 'SaveConflictError';
  }
}
