// Shared by /peak-strategies, /peak-plans, /peak-execution and /peak-executive-coaching.
import { useLocation } from 'react-router';
import { ExcellencePage } from '../features/marketing/excellence/excellence-page';
import { excellenceFor } from '../features/marketing/excellence/excellence-pages';
import { pageMeta } from '../seo/meta';
import type { Route } from './+types/excellence';

export const meta = ({ location }: Route.MetaArgs) => {
  const page = excellenceFor(location.pathname);
  return pageMeta({ title: page.title, description: page.description, path: page.path });
};

export default function Page() {
  const { pathname } = useLocation();
  return <ExcellencePage page={excellenceFor(pathname)} />;
}
