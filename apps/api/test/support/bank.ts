// The version of the seeded question bank and rules, as a browser computes it from what the API
// serves and sends with a save or a story request.
import { questions, rules } from '@peak/content';
import { contentVersion } from '@peak/scoring';

export const BANK_VERSION = contentVersion(questions, rules);

/** A save or story body as a current browser sends it: naming the bank it scored with. */
export const versioned = (payload: object) => ({ contentVersion: BANK_VERSION, ...payload });
