import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Clarity in what matters most',
    description: 'Leadership, prioritization and strategy for leaders and executive teams.',
    path: '/',
  });

export default function Home() {
  return <h1>Clarity in what matters most</h1>;
}
