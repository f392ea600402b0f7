// What this browser keeps between pages for the person at it: the assessment in progress, the
// report it made with that report's story, and a request to save it once signed in. Ending a
// session (signing out, deleting the account) forgets all of it, so the next person at this
// computer finds nothing of the last one's. Kept here, not in the assessment, because the sign-in
// providers (on every page, islands included) forget it without loading the assessment's code.

/** localStorage: the flow in progress, with its shuffled order. */
export const PROGRESS_KEY = 'assessment-progress';
/** localStorage: the completed result, as the take page reloads it. */
export const RESULTS_KEY = 'assessment-results';
/** localStorage: the specification's narrative sections, cleared with the result. */
export const NARRATIVE_KEY = 'assessment-narrative-sections';
/** localStorage: the story of the stored result, so a reload shows it without a request. */
export const STORY_KEY = 'aiStory';
/**
 * sessionStorage: set when a signed-out visitor asks to sign in to save the report (this tab only):
 * once signed in, the report saves the result held here without another click.
 */
export const SAVE_ON_SIGN_IN_KEY = 'assessment-save-on-sign-in';
/**
 * sessionStorage: how this tab's visit arrived (the referrer's domain, the landing address's utm
 * values), sent with the funnel's counts (lib/funnel-source.ts); never an identifier.
 */
export const FUNNEL_SOURCE_KEY = 'funnel_source';

const LOCAL_KEYS = [PROGRESS_KEY, RESULTS_KEY, NARRATIVE_KEY, STORY_KEY] as const;

function removeFrom(storage: () => Storage, key: string) {
  try {
    storage().removeItem(key);
  } catch {
    // Storage refused (private mode, a sandbox): nothing was kept there to forget.
  }
}

const SESSION_KEYS = [SAVE_ON_SIGN_IN_KEY, FUNNEL_SOURCE_KEY] as const;

/**
 * Forgets every trace of the assessment this browser holds: progress, report, story, save request,
 * and how the visit arrived.
 */
export function forgetKeptAssessment() {
  for (const key of LOCAL_KEYS) removeFrom(() => localStorage, key);
  for (const key of SESSION_KEYS) removeFrom(() => sessionStorage, key);
}
