// Clerk-style session tokens for the tests: an RS256 key pair whose public half the provider
// verifies with (networkless), a second key the provider does not know, and a token signer.
import type { webcrypto } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

export interface ClerkKeys {
  /** The PEM public key to give `clerkProvider({ jwtKey })`. */
  jwtKey: string;
  /** The key Clerk would sign with. */
  privateKey: CryptoKey;
  /** A key the provider does not trust. */
  otherKey: CryptoKey;
}

export async function clerkKeys(): Promise<ClerkKeys> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    jwtKey: await exportSPKI(pair.publicKey),
    privateKey: pair.privateKey,
    otherKey: (await generateKeyPair('RS256')).privateKey,
  };
}

/** A session token with `claims`, signed with `key`, expiring after `expiresIn` (e.g. '-1m'). */
export const clerkToken = (claims: Record<string, unknown>, key: CryptoKey, expiresIn = '5m') =>
  new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
    .setIssuedAt()
    .setNotBefore('-10s')
    .setIssuer('https://clerk.example.com')
    .setExpirationTime(expiresIn)
    .sign(key);
