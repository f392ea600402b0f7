// `size-limit`: the JavaScript (gzip) each measured page loads before it is interactive, on the
// production build (`pnpm --filter @peak/web build` first). The home page, the blog and its
// articles are hydrated as islands (apps/web/app/islands), without React Router: their limits
// are the targets (90, 110 and 110 kB). The other limits stop growth.
import { join } from 'node:path';
import { pageScripts, WEB_CLIENT_DIR } from './src/page-scripts';

const page = (name: string, html: string, limit: string) => ({
  name,
  path: pageScripts(html).map((asset) => join(WEB_CLIENT_DIR, asset)),
  gzip: true,
  limit,
});

export default [
  page('/', 'index.html', '90 KB'),
  page('/blog', 'blog/index.html', '110 KB'),
  page('/blog/the-degap-method', 'blog/the-degap-method/index.html', '110 KB'),
  // 125 -> 126 kB: the site's API client throws the content client's HttpError (one error type in
  // the browser), a chunk of its own shared with the content client (+0.2 kB).
  // 126 -> 127 kB: the three team routes' entries in the router's manifest (+0.3 kB).
  // 127 -> 128 kB: the site settings every page reads from the content at run time (the provider,
  // its one refresh and its check of the answer, +0.9 kB; the seeded copy is not in the bundle),
  // and the staff and share-link routes in the manifest (+0.3 kB).
  // 128 -> 128.5 kB (measured 128.09): the mailed-link pages (verify the address, reset the
  // password) in the router's manifest, the analytics' list of pages whose address is a secret,
  // and the signed-in person's verified flag in the auth state.
  // 128.5 -> 129 kB (measured 128.54): a session's end forgets the report the browser keeps, with
  // either sign-in provider, so every page's auth carries it: its hooks in auth-context (+0.13 kB)
  // and the keys with their forgetting, lib/kept-in-browser, a chunk of its own that the take page's
  // storage and the report's story share (+0.21 kB), plus the route manifest naming it (+0.06 kB).
  // 129 -> 129.5 kB (measured 129.04): the plans' three routes in the router's manifest, and the
  // dashboard's and profile's entries to them, not yet attributed chunk by chunk.
  // 129.5 -> 130.7 kB (measured 130.66): the funnel's own counts, on every page for its first
  // touch and on this one for its view: lib/funnel-source (the referrer's domain and the utm
  // values, once per tab, and the Do Not Track and Global Privacy Control checks, 0.52 kB) and
  // lib/funnel (the queue and its beacon, 0.56 kB), two chunks of their own, plus their calls.
  // 130.7 -> 130.8 kB (measured 130.76): the shared contracts' growth this round (a lead of a
  // result shared on saving, a shared report's total out of 180, the insights' stops by question),
  // carried by the report's review request; not yet attributed chunk by chunk.
  page('/assessment', 'assessment/index.html', '130.8 KB'),
  // 174 -> 175 kB: the browser now scores through the engine's one scoreRawAnswers, whose answer
  // validation (parseResponses, +0.5 kB) it did not carry before.
  // 175 -> 176 kB: the comparison route's entry in the router's manifest and the report's
  // percentiles and comparison (the engine's shared chunk), +0.6 kB.
  // 176 -> 177 kB: the same three team routes in the manifest (+0.3 kB).
  // 177 -> 178.5 kB: the site settings (+0.9 kB, as above), the two new routes in the manifest
  // (+0.3 kB), and the report's review request button, whose dialog loads on the click (+0.3 kB).
  // 178.5 -> 179 kB: posts' SEO fields in the content client the page loads for its questions
  // (the post schema's meta and Post.seo, +0.2 kB) and the draft-preview route in the manifest
  // (+0.1 kB). The post code comes with the content client's index, which the page imports for
  // its questions: splitting it off is the way back under 178.5 kB.
  // 179 -> 180 kB (measured 179.54): the same as /assessment above, and about 0.4 kB more from
  // this round's changes to the shared contracts and the report's modules, not yet attributed
  // chunk by chunk; splitting the post code off the content client (above) is still the way down.
  // 180 -> 188 kB (measured 187.72): the engine runs in the browser, and its chunk grew from 13.0
  // to 21.4 kB gzip with the reading (ranks, sizes against the noise, the shape), the cards it
  // composes (a capability that stands apart, an even or a split profile: their texts), the plan
  // and the check that drops a card whose claims the reading contradicts; the report's voice for
  // shared pages adds 2 kB to the report's chunk. Loading the engine only when a report is scored
  // or shown is the way back down.
  // 188 -> 189 kB (measured 188.82): the same as /assessment above, and what a save does once
  // stored when a plan is in progress (the plans' API chunk, 0.34 kB: the current plan's call and
  // the retake's comparison address).
  // 189 -> 189.2 kB (measured 189.10, 188.85 without them): the 360's three routes in the router's
  // manifest (the rater's page, the owner's and its report) and the rater's page in the analytics'
  // list of pages whose address is a secret (+0.25 kB).
  // 189.2 -> 190.8 kB (measured 190.72): the same funnel chunks as /assessment above (1.08 kB),
  // and the take flow's steps reported where they happen (the intro, the start, each question
  // position once per run, the finished band and time, the report shown, a save).
  // 190.8 -> 190.9 kB (measured 190.82): the same contracts as /assessment above.
  page('/assessment/take', 'assessment/take/index.html', '190.9 KB'),
];
