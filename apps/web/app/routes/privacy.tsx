import { PrivacyPage } from '../features/marketing/legal/privacy-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What information Peak Partners collects, why, how long we keep it, and how to opt out of analytics.',
    path: '/privacy',
  });

export default function Page() {
  return <PrivacyPage />;
}
