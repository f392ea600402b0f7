import { PodcastPage } from '../features/marketing/podcast/podcast-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Traction Heroes Podcast',
    description:
      'Traction Heroes: conversations with operators who turned strategy into results. New episodes every other week on Apple Podcasts, Spotify and YouTube.',
    path: '/podcast',
  });

export default function Page() {
  return <PodcastPage />;
}
