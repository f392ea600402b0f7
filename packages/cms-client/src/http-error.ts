// The one HTTP error type, in a module of its own: a page that only throws it loads nothing else.
/**
 * A non-OK answer, from the content service or the site's own API: the one HTTP error type of the
 * browser and the server. Its default message is the one the specification logs (000 §8); the
 * site's API client passes the server's own message instead (status 0: the network failed).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  /** The response body: parsed JSON when it was JSON (Payload sends `{ errors: [...] }`), else text. */
  readonly body: unknown;

  constructor(
    status: number,
    body: unknown,
    statusText = '',
    message = `HTTP error! status: ${status}`,
  ) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}
