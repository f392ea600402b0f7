import { DiagramDemoPage } from '../features/diagrams/diagram-demo-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Diagram Demo',
    description:
      'Sample continuum, binary and matrix diagrams drawn from knowledge objects, at three explanation levels.',
    path: '/demo-diagrams',
    noindex: true,
  });

export default function Page() {
  return <DiagramDemoPage />;
}
