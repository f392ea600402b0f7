import { Section } from '../components/ui';
import { InsightsPage } from '../features/insights/insights-page';
import { pageMeta } from '../seo/meta';

// Staff only, drawn in the browser: never pre-rendered, never indexed.
export const meta = () =>
  pageMeta({
    title: 'Assessment insights',
    description: "The assessment's funnel.",
    path: '/staff/insights',
    noindex: true,
  });

export default function StaffInsightsRoute() {
  return (
    <Section>
      <InsightsPage />
    </Section>
  );
}
