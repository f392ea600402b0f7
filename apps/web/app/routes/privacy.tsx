import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How Peak Partners handles your data.',
    path: '/privacy',
  });

export default function Page() {
  return <h1>Privacy Policy</h1>;
}
