// Where a team is mirrored outside our database. With Clerk, each team is a Clerk organization
// (the owner its org:admin, members org:member), so the consultancy's Clerk dashboard lists teams
// and their people. Our database stays the authority for who counts in a report: a Clerk fault is
// logged and the team goes on without its mirror, never the other way round.
import { createClerkClient } from '@clerk/backend';

export interface TeamDirectory {
  /** The organization created for a new team, or null when there is none. */
  created(team: { name: string }, ownerId: string): Promise<string | null>;
  joined(organizationId: string, userId: string): Promise<void>;
  left(organizationId: string, userId: string): Promise<void>;
  deleted(organizationId: string): Promise<void>;
}

/** Local accounts: teams live in our database only. */
export const noDirectory: TeamDirectory = {
  created: async () => null,
  joined: async () => {},
  left: async () => {},
  deleted: async () => {},
};

export function clerkDirectory(secretKey: string): TeamDirectory {
  const { organizations } = createClerkClient({ secretKey });
  return {
    async created(team, ownerId) {
      const organization = await organizations.createOrganization({
        name: team.name,
        createdBy: ownerId,
      });
      return organization.id;
    },
    async joined(organizationId, userId) {
      await organizations.createOrganizationMembership({
        organizationId,
        userId,
        role: 'org:member',
      });
    },
    async left(organizationId, userId) {
      await organizations.deleteOrganizationMembership({ organizationId, userId });
    },
    async deleted(organizationId) {
      await organizations.deleteOrganization(organizationId);
    },
  };
}
