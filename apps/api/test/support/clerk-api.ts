// Clerk's Backend API as msw answers it in the tests: the objects its SDK parses (an organization,
// a membership) and its error shape, written once for every suite that signs in with Clerk.
import { HttpResponse } from 'msw';

export const CLERK_API = 'https://api.clerk.com/v1';

export const clerkOrganization = (id: string, name: string, createdBy = 'user_owner') => ({
  object: 'organization',
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  image_url: '',
  has_image: false,
  created_by: createdBy,
  created_at: 0,
  updated_at: 0,
  public_metadata: {},
  private_metadata: {},
  max_allowed_memberships: 0,
  admin_delete_enabled: true,
  members_count: 1,
});

export const clerkMembership = (organizationId: string, userId: string, role = 'org:member') => ({
  object: 'organization_membership',
  id: `orgmem_${userId}_${organizationId}`,
  role,
  permissions: [],
  public_metadata: {},
  private_metadata: {},
  created_at: 0,
  updated_at: 0,
  organization: clerkOrganization(organizationId, organizationId),
  public_user_data: {
    user_id: userId,
    first_name: null,
    last_name: null,
    image_url: '',
    has_image: false,
    identifier: userId,
  },
});

export const clerkError = (status: number) =>
  HttpResponse.json({ errors: [{ message: 'no', code: 'x' }] }, { status });
