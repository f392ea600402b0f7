// `size-limit`: the JavaScript (gzip) each measured page loads before it is interactive, on the
// production build (`pnpm --filter @peak/web build` first). The limits stop growth; React,
// react-dom and React Router alone take 106 kB, so the 90/110 kB targets are reported
// in the budgets table, not enforced here.
import { join } from 'node:path';
import { pageScripts, WEB_CLIENT_DIR } from './src/page-scripts';

const page = (name: string, html: string, limit: string) => ({
  name,
  path: pageScripts(html).map((asset) => join(WEB_CLIENT_DIR, asset)),
  gzip: true,
  limit,
});

export default [
  page('/', 'index.html', '125 KB'),
  page('/blog', 'blog/index.html', '128 KB'),
  page('/blog/the-degap-method', 'blog/the-degap-method/index.html', '134 KB'),
  page('/assessment', 'assessment/index.html', '125 KB'),
  page('/assessment/take', 'assessment/take/index.html', '172 KB'),
];
