import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Diagram Demo',
    description: 'Sample diagrams drawn from knowledge objects.',
    path: '/demo-diagrams',
  });

export default function Page() {
  return <h1>Diagram Demo</h1>;
}
