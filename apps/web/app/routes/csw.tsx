import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Collapsing Sliding Windows',
    description: 'A long read on Collapsing Sliding Windows.',
    path: '/csw',
  });

export default function Page() {
  return <h1>Collapsing Sliding Windows</h1>;
}
