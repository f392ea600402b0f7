// What makes a password acceptable: long enough, not a common one, and not built from the person's
// own email or name. zxcvbn-ts (with its common and English dictionaries) estimates how guessable a
// password is; its dictionaries load on the first sign-up, not at start-up.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn scores 0-4; 3 is "safely unguessable" against an online attack with throttling. */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  })();
  return estimator;
}

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The parts of who someone is that a password must not be made of: four letters or more, so that a
 * short name ("Ult") does not forbid every word that contains it ("fault"); zxcvbn also weighs them.
 */
function personalWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  return [local, domain.split('.')[0] ?? '', owner.firstName, owner.lastName]
    .flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 4);
}

export const WEAK_PASSWORD =
  'Choose a stronger password: a few unrelated words, or a longer phrase, work well.';

/** Why this password would be refused, in words for the person; null when it is fine. */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  const lower = password.toLowerCase();
  const personal = personalWords(owner).find((w) => lower.includes(w));
  if (personal) return 'Choose a password that does not contain your name or email address.';
  const zxcvbn = await loadEstimator();
  const result = await zxcvbn.checkAsync(password, [owner.email, owner.firstName, owner.lastName]);
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return warning ? `${warning} ${WEAK_PASSWORD}` : WEAK_PASSWORD;
}
