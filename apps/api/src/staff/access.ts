// Who is staff: an account whose verified email is in STAFF_EMAILS, or (with Clerk) a member of the
// organization CLERK_STAFF_ORG_ID. Memberships are asked of Clerk at most once a minute per
// account; when Clerk cannot answer, only the listed emails are staff (never more).
import { createClerkClient } from '@clerk/backend';
import type { AuthUser } from '../auth/types';

export type IsStaff = (user: AuthUser | null) => Promise<boolean>;

export interface StaffSettings {
  emails: readonly string[];
  clerkOrgId?: string;
  clerkSecretKey?: string;
  log?: { warn: (o: object, m: string) => void };
  clock?: () => number;
}

const MEMBERSHIP_TTL_MS = 60_000;

export function staffAccess(settings: StaffSettings): IsStaff {
  const listed = new Set(settings.emails.map((e) => e.toLowerCase()));
  const inOrganization = organizationMembership(settings);
  return async (user) => {
    if (!user) return false;
    // A listed address counts only once its owner proved it: anyone can sign up with any address.
    if (user.emailVerified && listed.has(user.email.toLowerCase())) return true;
    return inOrganization ? inOrganization(user.id) : false;
  };
}

function organizationMembership({
  clerkOrgId,
  clerkSecretKey,
  log,
  clock = Date.now,
}: StaffSettings) {
  if (!clerkOrgId || !clerkSecretKey) return undefined;
  const { users } = createClerkClient({ secretKey: clerkSecretKey });
  const known = new Map<string, { member: boolean; until: number }>();
  return async (userId: string): Promise<boolean> => {
    const cached = known.get(userId);
    if (cached && cached.until > clock()) return cached.member;
    try {
      const { data } = await users.getOrganizationMembershipList({ userId, limit: 100 });
      const member = data.some((m) => m.organization.id === clerkOrgId);
      if (known.size > 10_000) known.clear();
      known.set(userId, { member, until: clock() + MEMBERSHIP_TTL_MS });
      return member;
    } catch (error) {
      log?.warn({ err: error }, 'staff membership from Clerk failed; treated as not staff');
      return false;
    }
  };
}
