import { AboutPage } from '../features/marketing/about/about-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description:
      'Meet Elena Marsh and David Okoro, the managing partners of Peak Partners, and the beliefs behind how we help leaders prioritize.',
    path: '/about',
  });

export default function Page() {
  return <AboutPage />;
}
