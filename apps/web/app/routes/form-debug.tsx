import { FormDebugPage } from '../features/form-debug/form-debug-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Form Debug',
    description: 'Shows the spreadsheet form and the entry identifier of each contact field.',
    path: '/form-debug',
    noindex: true,
  });

export default function Page() {
  return <FormDebugPage />;
}
