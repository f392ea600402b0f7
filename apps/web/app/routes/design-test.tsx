import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Design System Test',
    description: 'The design system on one page.',
    path: '/design-test',
  });

export default function Page() {
  return <h1>Design System Test</h1>;
}
