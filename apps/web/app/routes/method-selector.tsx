import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Prioritization Method Selector',
    description: 'Find the prioritization method that fits your situation.',
    path: '/prioritization-method-selector',
  });

export default function Page() {
  return <h1>Prioritization Method Selector</h1>;
}
