// The hosted CMS's settings, from the environment: set, the content API is a caching gateway to
// this Payload CMS (the token stays server-side). The API reads them with the rest of its settings,
// the site's build alone, to pre-render through the same gateway.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const CmsEnvSchema = z.object({
  CMS_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  CMS_API_TOKEN: optionalText,
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
});

export type CmsSettings = { url: string; apiKey?: string; timeoutMs: number };

/** The settings the CMS variables give (undefined without CMS_URL). */
export const cmsSettings = (e: z.output<typeof CmsEnvSchema>): CmsSettings | undefined =>
  e.CMS_URL ? { url: e.CMS_URL, apiKey: e.CMS_API_TOKEN, timeoutMs: e.CMS_TIMEOUT_MS } : undefined;

/** The hosted CMS's settings alone (undefined without CMS_URL); throws on an invalid value. */
export function readCmsConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): CmsSettings | undefined {
  const parsed = CmsEnvSchema.safeParse(env);
  if (parsed.success) return cmsSettings(parsed.data);
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`invalid environment: ${problems}`);
}
