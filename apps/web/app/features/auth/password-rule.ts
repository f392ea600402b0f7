import { PASSWORD_MIN_LENGTH } from '@peak/contracts';

/** The password rule, shown under every new-password field (its description). */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password or one made from your name or email.`;
