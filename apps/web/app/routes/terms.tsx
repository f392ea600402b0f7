import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms for using this website.',
    path: '/terms',
  });

export default function Page() {
  return <h1>Terms of Service</h1>;
}
