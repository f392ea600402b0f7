import { BookPage } from '../features/marketing/book/book-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Managing Priorities',
    description:
      'Managing Priorities by Elena Marsh and David Okoro: a practical field guide to deciding what matters most and making it happen.',
    path: '/the-book',
  });

export default function Page() {
  return <BookPage />;
}
