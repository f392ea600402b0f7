import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Peak Partners Services',
    description: 'Strategy, planning, delivery and executive coaching.',
    path: '/peak-partners',
  });

export default function Page() {
  return <h1>Peak Partners Services</h1>;
}
