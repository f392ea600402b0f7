import { MethodSelectorFrame } from '../features/method-selector/method-selector-frame';
import { pageMeta } from '../seo/meta';
import type { Route } from './+types/method-selector-frame';

// Every sub-path shows the same tool, so none of them is worth indexing on its own.
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Prioritization Method Selector',
    description:
      'Answer seven questions and get the prioritization method that fits your situation, with the reasons why.',
    path: location.pathname,
    noindex: true,
  });

export default function Page() {
  return <MethodSelectorFrame />;
}
