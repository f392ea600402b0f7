import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Services',
    description: 'Speaking, executive coaching, workshops and consulting on prioritization.',
    path: '/services',
  });

export default function Page() {
  return <h1>Services</h1>;
}
