import type { AuthUser } from '@peak/contracts';
import type { FastifyRequest } from 'fastify';

/** The signed-in user, whichever provider vouched for them: the contract's authUserSchema. */
export type { AuthUser };

export interface AuthProvider {
  kind: 'local' | 'clerk';
  /** The user a request speaks for, or null. Never throws for bad credentials. */
  authenticate(request: FastifyRequest): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** 'required' answers 401 without a user; 'optional' only resolves it. */
    auth?: 'required' | 'optional';
    /**
     * A one-click link's post from a mail client (RFC 8058): authorised by its token alone, so it
     * is taken from any origin and as a form.
     */
    oneClick?: boolean;
  }
}

/** The user of a route declared `auth: 'required'`, whose preHandler answers 401 without one. */
export function requiredUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.routeOptions.url} ran without a signed-in user`);
  return request.user;
}
