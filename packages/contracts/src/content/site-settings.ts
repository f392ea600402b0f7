import { z } from '../zod';

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
// Payload answers an empty text field as null.
const emptyAsText = z.preprocess((value) => value ?? '', z.string());

/** The site-settings global: the consultancy's identity and outside links (GET /api/globals/site-settings). */
export const siteSettingsSchema = z.object({
  siteName: text,
  /** A path on this site or an https URL. */
  logo: z.union([z.string().regex(/^\/[^/]/), httpsUrl]),
  contactEmail: z.email(),
  /** Lines separated by "\n". */
  postalAddress: text,
  linkedinUrl: httpsUrl,
  podcastName: text,
  podcastUrl: httpsUrl,
  podcastPlatforms: z.array(z.object({ name: text, url: httpsUrl })),
  bookStoreUrl: httpsUrl,
  /** Empty: the review is booked through the site's contact page. */
  reviewBookingUrl: emptyAsText.pipe(z.union([z.literal(''), httpsUrl])),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
