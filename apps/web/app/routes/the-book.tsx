import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Managing Priorities',
    description: 'The book on prioritization for leaders and teams.',
    path: '/the-book',
  });

export default function Page() {
  return <h1>Managing Priorities</h1>;
}
