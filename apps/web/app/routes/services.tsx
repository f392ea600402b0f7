import { ServicesPage } from '../features/marketing/services/services-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Services',
    description:
      'Speaking and keynotes, executive coaching, workshops and consulting on prioritization and strategy for leaders and executive teams.',
    path: '/services',
  });

export default function Page() {
  return <ServicesPage />;
}
