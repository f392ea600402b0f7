// The staff's routes exist only for staff. They are constrained on who asks (a router constraint,
// decided while the request is routed): for anyone else the router goes on as if they had never
// been registered, so the path gets whatever it would get without them (the content API's answer
// for an unknown collection, or the not-found handler), status, headers and body alike, before any
// hook, validation or body parsing of theirs runs.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/types';
import type { IsStaff } from './access';

export const STAFF_CONSTRAINT = { staff: 'yes' } as const;

/** Only these paths are asked about; every other request is routed without a sign-in check. */
const STAFF_PATH = /^\/+(api\/+)?staff(\/|\?|$)/i;

export interface StaffConstraintOptions {
  isStaff: IsStaff;
  authenticate: (request: FastifyRequest) => Promise<AuthUser | null>;
  parseCookie: (header: string) => Record<string, string | undefined>;
  log: FastifyBaseLogger;
}

type Derived = (error: Error | null, value?: string) => void;
type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
/** What the router keeps per constraint value: the matching route's handler. */
type Stored = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

/** A find-my-way constraint strategy whose value is 'yes' for a staff caller of a staff path. */
export function staffConstraint({
  isStaff,
  authenticate,
  parseCookie,
  log,
}: StaffConstraintOptions): Strategy {
  /** What the sign-in check reads of a request, before Fastify has made one (we are routing it). */
  const asked = (raw: IncomingMessage) =>
    ({
      headers: raw.headers,
      cookies: parseCookie(raw.headers.cookie ?? ''),
      log,
    }) as unknown as FastifyRequest;
  const credentials = (raw: IncomingMessage) =>
    Boolean(raw.headers.cookie || raw.headers.authorization);

  return {
    name: 'staff',
    mustMatchWhenDerived: false,
    storage() {
      const handlers = new Map<string, Stored>();
      return {
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, store: Stored) => {
          handlers.set(value, store);
        },
      };
    },
    validate(value: unknown) {
      if (value !== STAFF_CONSTRAINT.staff) throw new Error('the staff constraint is "yes"');
    },
    // Three parameters: find-my-way derives it asynchronously.
    deriveConstraint(raw: IncomingMessage, _context: unknown, done?: Derived) {
      if (!done) return 'no';
      if (!STAFF_PATH.test(raw.url ?? '') || !credentials(raw)) return done(null, 'no');
      authenticate(asked(raw))
        .then(isStaff)
        .then(
          (staff) => done(null, staff ? STAFF_CONSTRAINT.staff : 'no'),
          (error: Error) => {
            // Unknown is not staff: the paths stay hidden, never a 500.
            log.warn({ err: error }, 'staff check while routing failed; treated as not staff');
            done(null, 'no');
          },
        );
    },
  };
}
