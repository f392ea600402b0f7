// The respondent's role, asked (optionally) on the intro: it decides which role-restricted rules
// apply and how scope-dependent texts are worded.

export const ROLES = [
  { id: 'individual-contributor', label: 'Individual contributor' },
  { id: 'manager', label: 'Team lead or manager' },
  { id: 'senior-leader', label: 'Senior leader or founder' },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];

const ROLE_IDS: ReadonlySet<string> = new Set(ROLES.map((r) => r.id));

export const isRoleId = (value: unknown): value is RoleId =>
  typeof value === 'string' && ROLE_IDS.has(value);

export const roleLabel = (id: RoleId): string =>
  (ROLES.find((r) => r.id === id) as (typeof ROLES)[number]).label;
