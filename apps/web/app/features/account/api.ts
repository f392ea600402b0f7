// The account's calls: the data file, read as a file (it may hold hundreds of reports) and handed to
// the browser to save, and the account's deletion.
import type { AccountDeleted, ErrorBody } from '@peak/contracts';
import { apiError, callApi, NETWORK_ERROR } from '../../lib/http';

const DATA_PATH = '/api/account/data';

/** The name the server gave the file, else one of the same form. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const named = disposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? `peak-partners-data-${today.toISOString().slice(0, 10)}.json`;
}

/** The server's message from an error answer, else its status. */
async function refusalOf(response: Response) {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const message =
    typeof body?.error === 'string' ? body.error : `The server answered ${response.status}`;
  return apiError(response.status, message, body);
}

/** Hands `blob` to the browser as a download named `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches the signed-in person's data and saves it as a JSON file; rejects with the reason. */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(DATA_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw apiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await refusalOf(response);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}

export const deleteAccount = (email: string) =>
  callApi<AccountDeleted>('/api/account', { method: 'DELETE', body: JSON.stringify({ email }) });
