import { GoogleFormTestPage } from '../features/form-debug/google-form-test-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Google Form Test',
    description: 'Sends a marked test entry to the spreadsheet form that mirrors contact messages.',
    path: '/google-form-test',
    noindex: true,
  });

export default function Page() {
  return <GoogleFormTestPage />;
}
