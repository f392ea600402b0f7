import { DesignSystemPage } from '../features/design-system/design-system-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Design System Test',
    description: 'The design tokens and components of the Peak Partners site.',
    path: '/design-test',
    noindex: true,
  });

export default function Page() {
  return <DesignSystemPage />;
}
