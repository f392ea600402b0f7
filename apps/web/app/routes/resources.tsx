import { Section } from '../components/ui';
import { Resources } from '../features/members/resources';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Premium Resources',
    description:
      'Templates, interactive tools, implementation guides and masterclasses for members.',
    path: '/resources',
    noindex: true,
  });

export default function ResourcesPage() {
  return (
    <Section>
      <h1>Premium Resources</h1>
      <Resources />
    </Section>
  );
}
