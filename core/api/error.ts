/** What an API call reports when it fails (the error half of the wire envelope). */
export interface ApiErrorData {
  code: 'invalid-input' | 'forbidden' | 'not-found' | 'failed';
  message: string;
  /** For invalid input: the failing fields. */
  fields?: { path: string; message: string }[];
}

/**
 * A failed API call, as the renderer sees it. Kept apart from the contract's schemas so that
 * code that only calls the API does not load them.
 */
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
