import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Form Debug',
    description: 'Shows the spreadsheet-form entry identifiers.',
    path: '/form-debug',
  });

export default function Page() {
  return <h1>Form Debug</h1>;
}
