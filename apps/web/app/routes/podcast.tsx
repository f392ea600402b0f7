import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Traction Heroes Podcast',
    description: 'New episodes every other week.',
    path: '/podcast',
  });

export default function Page() {
  return <h1>Traction Heroes Podcast</h1>;
}
