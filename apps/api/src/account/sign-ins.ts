// Where a person signs in, for deleting their account: our own users table (its row goes in the
// deletion's transaction) or Clerk, whose user is deleted once our data is gone.
import { createClerkClient } from '@clerk/backend';

export interface SignIns {
  kind: 'local' | 'clerk';
  /** False with Clerk but no secret key: the sign-in could not be deleted, so nothing is. */
  canDelete: boolean;
  /** Deletes the sign-in held outside our database; gone already counts as done. */
  deleteOutside(userId: string): Promise<void>;
}

export const localSignIns: SignIns = {
  kind: 'local',
  canDelete: true,
  deleteOutside: async () => {},
};

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export function clerkSignIns(secretKey: string | undefined): SignIns {
  if (!secretKey)
    return {
      kind: 'clerk',
      canDelete: false,
      deleteOutside: () => Promise.reject(new Error('CLERK_SECRET_KEY is not set')),
    };
  const { users } = createClerkClient({ secretKey });
  return {
    kind: 'clerk',
    canDelete: true,
    async deleteOutside(userId) {
      try {
        await users.deleteUser(userId);
      } catch (error) {
        // A retry after a lost answer finds the user already deleted.
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

export const signInsOf = (kind: SignIns['kind'], clerkSecretKey: string | undefined): SignIns =>
  kind === 'clerk' ? clerkSignIns(clerkSecretKey) : localSignIns;
