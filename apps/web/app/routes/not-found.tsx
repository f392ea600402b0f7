import { NotFoundPage } from '../features/not-found/not-found-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
    path: '/404',
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
