// What a failed call says to the reader: the server's words when it gave some (an HttpError), else
// a plain request to try again. A module of its own: only the pages that show such errors load it.
import { HttpError } from '@peak/cms-client/http-error';

export const FAILED = 'Something went wrong. Please try again.';

export const messageOf = (error: unknown) =>
  error instanceof HttpError && error.message ? error.message : FAILED;
