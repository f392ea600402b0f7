// Every route of the site. Route modules stay thin: they set the page's meta and compose features.
import { index, type RouteConfig, route } from '@react-router/dev/routes';

const excellencePages = [
  'peak-strategies',
  'peak-plans',
  'peak-execution',
  'peak-executive-coaching',
];

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('the-book', 'routes/the-book.tsx'),
  route('assessment', 'routes/assessment.tsx'),
  route('assessment/take', 'routes/assessment-take.tsx'),
  route('assessment/results/:id', 'routes/assessment-results.tsx'),
  route('assessment/compare', 'routes/assessment-compare.tsx'),
  route('profile', 'routes/profile.tsx'),
  // The pages the account's mailed links open (their token in the query); never pre-rendered.
  route('account/verify-email', 'routes/account-verify-email.tsx'),
  route('account/reset-password', 'routes/account-reset-password.tsx'),
  route('plan', 'routes/plan.tsx'),
  // The pages a plan's mails open, their token in the address; never pre-rendered.
  route('plans/check-in/:token', 'routes/plan-check-in.tsx'),
  route('plans/stop/:token', 'routes/plan-stop.tsx'),
  // A 360: the rater's page at its secret address (the token), and the owner's pages; none is
  // pre-rendered.
  route('feedback/rate/:token', 'routes/feedback-rate.tsx'),
  route('feedback/:id', 'routes/feedback.tsx'),
  route('feedback/:id/report', 'routes/feedback-report.tsx'),
  route('teams', 'routes/teams.tsx'),
  route('teams/join/:token', 'routes/team-join.tsx'),
  route('teams/:id', 'routes/team.tsx'),
  route('r/:token', 'routes/shared-report.tsx'),
  route('staff', 'routes/staff.tsx'),
  route('staff/insights', 'routes/staff-insights.tsx'),
  route('blog', 'routes/blog.tsx'),
  // A draft, opened by an editor's signed link from the CMS; never pre-rendered or listed.
  route('blog/preview/:id', 'routes/blog-preview.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('csw', 'routes/csw.tsx'),
  route('podcast', 'routes/podcast.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('demo-diagrams', 'routes/demo-diagrams.tsx'),
  route('peak-partners', 'routes/peak-partners.tsx'),
  route('peak-partners/:service', 'routes/peak-partners-service.tsx'),
  ...excellencePages.map((path) =>
    route(path, 'routes/excellence.tsx', { id: `excellence-${path}` }),
  ),
  route('design-test', 'routes/design-test.tsx'),
  route('blog-test', 'routes/blog-test.tsx'),
  route('blog-demo', 'routes/blog-demo.tsx'),
  route('google-form-test', 'routes/google-form-test.tsx'),
  route('form-debug', 'routes/form-debug.tsx'),
  route('prioritization-method-selector', 'routes/method-selector.tsx'),
  route('prioritization-method-selector/*', 'routes/method-selector-frame.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('rss.xml', 'routes/rss.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
