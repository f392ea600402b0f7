import { MethodSelectorPage } from '../features/method-selector/method-selector-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Prioritization Method Selector',
    description:
      'Compare six prioritization methods, from MoSCoW to the Kano Model, and answer seven questions to find the one that fits your team, your time and your data.',
    path: '/prioritization-method-selector',
  });

export default function Page() {
  return <MethodSelectorPage />;
}
