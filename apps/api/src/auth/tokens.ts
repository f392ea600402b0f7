// The secrets the site hands out in links (share links, invitations, the mailed account links):
// 256 random bits, and the SHA-256 that is all the database keeps of them.
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, in base64url: 43 characters. */
export const newToken = () => randomBytes(32).toString('base64url');
