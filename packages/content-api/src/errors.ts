// Errors of the content API, answered in Payload's shape: `{errors: [{name, data, message}]}` for a
// query naming paths that cannot be queried, `{errors: [{message}]}` for the rest.

export interface PayloadErrorBody {
  errors: Array<{ name?: string; data?: unknown; message: string }>;
}

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: PayloadErrorBody = { errors: [{ message }] },
  ) {
    super(message);
  }
}

/** Input Payload would refuse the same way, or malformed or abusive input this API refuses. */
export const badRequest = (message: string) => new ContentError(400, message);

/** Payload's QueryError: the paths (or path.operator) a where names that cannot be queried. */
export function queryPathError(paths: string[]): ContentError {
  const message = `The following path${paths.length === 1 ? '' : 's'} cannot be queried: ${paths.join(', ')}`;
  return new ContentError(400, message, {
    errors: [{ name: 'QueryError', data: paths.map((path) => ({ path })), message }],
  });
}

export const notFound = () => new ContentError(404, 'Not Found');

export const payloadErrorBody = (message: string): PayloadErrorBody => ({ errors: [{ message }] });
