import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({ title: 'Dashboard', description: 'Your member dashboard.', path: '/dashboard' });

export default function Page() {
  return <h1>Dashboard</h1>;
}
