import { TermsPage } from '../features/marketing/legal/terms-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Peak Partners website and its free assessment.',
    path: '/terms',
  });

export default function Page() {
  return <TermsPage />;
}
