import { Section } from '../components/ui';
import { StaffPage } from '../features/leads/staff/staff-page';
import { pageMeta } from '../seo/meta';

// Staff only, drawn in the browser: never pre-rendered, never indexed.
export const meta = () =>
  pageMeta({
    title: 'Leads',
    description: 'The leads inbox.',
    path: '/staff',
    noindex: true,
  });

export default function StaffRoute() {
  return (
    <Section>
      <StaffPage />
    </Section>
  );
}
