import { AccessibilityPage } from '../features/marketing/legal/accessibility-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Accessibility Statement',
    description:
      'The accessibility standard Peak Partners aims for (WCAG 2.2 AA), how the site and its PDF reports are tested, known gaps with their plan, and how to report a barrier.',
    path: '/accessibility',
  });

export default function Page() {
  return <AccessibilityPage />;
}
