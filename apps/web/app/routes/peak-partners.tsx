import { PartnersHub } from '../features/partners/partners-hub';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Peak Partners Services',
    description:
      'Strategy, planning, delivery and executive coaching from Peak Partners, built on the DEGAP prioritization method.',
    path: '/peak-partners',
  });

export default function Page() {
  return <PartnersHub />;
}
