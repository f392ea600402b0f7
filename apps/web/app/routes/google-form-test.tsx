import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Google Form Test',
    description: 'Tests the spreadsheet-form configuration.',
    path: '/google-form-test',
  });

export default function Page() {
  return <h1>Google Form Test</h1>;
}
