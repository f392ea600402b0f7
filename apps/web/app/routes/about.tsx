import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description: 'Meet the managing partners behind Peak Partners.',
    path: '/about',
  });

export default function Page() {
  return <h1>About Us</h1>;
}
