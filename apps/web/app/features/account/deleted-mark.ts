// The mark a deletion leaves in this tab's session storage for the home page to read once.
const KEY = 'account-deleted';
/** A mark older than this is stale (a tab that did not come home at once). */
const FRESH_MS = 60_000;

export function rememberAccountDeleted(now = Date.now()) {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode): the home page simply says nothing.
  }
}

/** Whether an account was just deleted in this tab; the mark is removed either way. */
export function takeAccountDeleted(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return at > 0 && now - at < FRESH_MS;
  } catch {
    return false;
  }
}
