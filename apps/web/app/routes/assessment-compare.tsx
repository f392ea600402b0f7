import { useLocation } from 'react-router';
import { CompareResultsPage } from '../features/assessment/compare/compare-page';
import { PlannedChange } from '../features/plans';
import { pageMeta } from '../seo/meta';

// Pre-rendered without data (the members gate's checking state); the two results come from the
// address (?from={older}&to={newer}) and are loaded in the browser: saved results are private.
export const meta = () =>
  pageMeta({
    title: 'Compare Your Results',
    description: 'Two of your saved prioritization assessment results, side by side.',
    path: '/assessment/compare',
    noindex: true,
  });

export default function AssessmentComparePage() {
  // Read from the location (useSearchParams would bring its helpers into every page's router).
  const params = new URLSearchParams(useLocation().search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // Keyed by the pair: another comparison starts from its own loading state.
  return <CompareResultsPage key={`${from}/${to}`} from={from} to={to} Lead={PlannedChange} />;
}
