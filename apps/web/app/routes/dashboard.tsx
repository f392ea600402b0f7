import { Section } from '../components/ui';
import { Dashboard } from '../features/members/dashboard';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Dashboard',
    description: 'Your Peak Partners member dashboard.',
    path: '/dashboard',
    noindex: true,
  });

export default function DashboardPage() {
  return (
    <Section>
      <h1>Dashboard</h1>
      <Dashboard />
    </Section>
  );
}
