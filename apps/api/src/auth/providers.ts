// The two ways a request proves who it is: a local session cookie, or a Clerk session token.
import { createClerkClient, type User, verifyToken } from '@clerk/backend';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { SESSION_COOKIE, userForSession } from './sessions';
import type { AuthProvider, AuthUser } from './types';

export function localProvider(db: Db): AuthProvider {
  return {
    kind: 'local',
    authenticate: async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? userForSession(db, token) : null;
    },
  };
}

export interface ClerkOptions {
  jwtKey?: string;
  secretKey?: string;
  authorizedParties?: string[];
}

const PROFILE_TTL_MS = 5 * 60_000;

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies.__session;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Name and email from the session token's custom claims, when the Clerk instance adds them. The
 * email counts as verified only when the token also says so (`email_verified: true`, from Clerk's
 * `{{user.email_verified}}`); otherwise the provider asks Clerk's API.
 */
function fromClaims(claims: Record<string, unknown>): AuthUser {
  return {
    id: text(claims.sub),
    email: text(claims.email ?? claims.primary_email),
    firstName: text(claims.first_name ?? claims.firstName ?? claims.given_name),
    lastName: text(claims.last_name ?? claims.lastName ?? claims.family_name),
    emailVerified: claims.email_verified === true,
  };
}

/**
 * The user as Clerk's API knows them. Only the primary address is theirs to speak for (never the
 * first of the others), and it is verified only when Clerk verified it.
 */
export function fromClerkUser(u: User): AuthUser {
  const primary = u.emailAddresses.find((e) => e.id === u.primaryEmailAddressId);
  return {
    id: u.id,
    email: primary?.emailAddress ?? '',
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    emailVerified: primary?.verification?.status === 'verified',
  };
}

/**
 * The token's claims when Clerk accepts it. The package's exported verifyToken returns the payload
 * and throws on a bad token, while its typings describe {data, errors}: both forms are read.
 */
async function verifiedClaims(
  token: string,
  options: ClerkOptions,
): Promise<Record<string, unknown> | null> {
  try {
    const result = (await verifyToken(token, {
      jwtKey: options.jwtKey,
      secretKey: options.secretKey,
      authorizedParties: options.authorizedParties,
    })) as unknown as Record<string, unknown>;
    if ('errors' in result || 'data' in result)
      return result.errors ? null : ((result.data as Record<string, unknown>) ?? null);
    return result;
  } catch {
    return null;
  }
}

export function clerkProvider(options: ClerkOptions): AuthProvider {
  const clerk = options.secretKey ? createClerkClient({ secretKey: options.secretKey }) : null;
  const profiles = new Map<string, { user: AuthUser; expires: number }>();

  async function profile(userId: string): Promise<AuthUser | null> {
    const cached = profiles.get(userId);
    if (cached && cached.expires > Date.now()) return cached.user;
    if (!clerk) return null;
    const user = fromClerkUser(await clerk.users.getUser(userId));
    profiles.set(userId, { user, expires: Date.now() + PROFILE_TTL_MS });
    return user;
  }

  return {
    kind: 'clerk',
    authenticate: async (request) => {
      const token = tokenOf(request);
      if (!token) return null;
      const claims = await verifiedClaims(token, options);
      if (!claims) return null;
      const fromToken = fromClaims(claims);
      if (!fromToken.id) return null;
      if (fromToken.email && fromToken.emailVerified) return fromToken;
      try {
        return (await profile(fromToken.id)) ?? fromToken;
      } catch (error) {
        request.log.warn({ err: error }, 'Clerk profile lookup failed; using the token claims');
        return { ...fromToken, emailVerified: false };
      }
    },
  };
}
