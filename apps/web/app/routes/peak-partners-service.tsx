import { PartnerServicePage } from '../features/partners/partner-service-page';
import { findPartnerService } from '../features/partners/partner-services';
import { pageMeta } from '../seo/meta';
import type { Route } from './+types/peak-partners-service';

export const meta = ({ params }: Route.MetaArgs) => {
  const page = findPartnerService(params.service);
  if (!page)
    return pageMeta({
      title: 'Page Not Found',
      description: "The page you're looking for doesn't exist or has been moved.",
      path: '/404',
      noindex: true,
    });
  return pageMeta({
    title: `${page.title} Services`,
    description:
      page.kind === 'full' ? page.summary : 'How Peak Partners helps leaders and teams prioritize.',
    path: `/peak-partners/${params.service}`,
  });
};

export default function Page({ params }: Route.ComponentProps) {
  return <PartnerServicePage slug={params.service} />;
}
