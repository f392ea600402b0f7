// What the emailed report's PDF reads besides the saved result: the report texts (band paragraphs,
// actions, closing) and the consultancy's name from the site settings, through the same content
// source and cache as the content routes, so the PDF says what the browser's Download PDF says.
// Either may be unreadable (the CMS away, a global invalid): the PDF then goes out with its scores
// and the engine's findings, or with the package's own name, as the browser's does.
import {
  type CachedAnswer,
  type ContentSource,
  collectionTag,
  findParams,
  globalTag,
  type ResponseCache,
} from '@peak/content-api';
import { contentEntrySchema, siteSettingsSchema } from '@peak/contracts';
import {
  BRAND_NAME,
  CONTENT_TYPES,
  type ReportTexts,
  reportTextsFrom,
} from '@peak/report-pdf/report';
import { z } from 'zod';
import { CONTENT_GLOBALS, collectionBySlug } from '../content/collections';

export interface ReportContent {
  brand: string;
  texts: ReportTexts | null;
}

const SITE_SETTINGS = 'site-settings';
/** Every report text in one read (the browser asks for the same types). */
const TEXTS_LIMIT = 1000;

const entries = z.object({ docs: z.array(contentEntrySchema) });
const siteName = siteSettingsSchema.pick({ siteName: true });

const answerOf = (value: unknown): CachedAnswer | null =>
  value === null ? null : { body: JSON.stringify(value), etag: '' };

export function reportContent(
  source: ContentSource,
  cache: ResponseCache,
  onError: (error: unknown) => void,
): () => Promise<ReportContent> {
  const cached = async (key: string, tag: string, read: () => Promise<unknown>) => {
    const entry = await cache.answer(key, async () => answerOf(await read()), onError, tag);
    return entry ? (JSON.parse(entry.body) as unknown) : null;
  };

  async function texts(): Promise<ReportTexts | null> {
    const collection = collectionBySlug('content');
    if (!collection) return null;
    const query = {
      depth: '0',
      limit: String(TEXTS_LIMIT),
      where: { type: { in: CONTENT_TYPES } },
    };
    const answer = entries.safeParse(
      await cached('report-pdf content', collectionTag('content'), () =>
        source.find(collection, findParams(query)),
      ),
    );
    return answer.success ? reportTextsFrom(answer.data.docs) : null;
  }

  async function brand(): Promise<string> {
    const global = CONTENT_GLOBALS.bySlug(SITE_SETTINGS);
    if (!global) return BRAND_NAME;
    const answer = siteName.safeParse(
      await cached('report-pdf site-settings', globalTag(SITE_SETTINGS), () =>
        source.findGlobal(global),
      ),
    );
    return answer.success ? answer.data.siteName : BRAND_NAME;
  }

  const orFallback = <T>(read: () => Promise<T>, fallback: T) =>
    read().catch((error: unknown) => {
      onError(error);
      return fallback;
    });

  return async () => {
    const [readTexts, readBrand] = await Promise.all([
      orFallback(texts, null),
      orFallback(brand, BRAND_NAME),
    ]);
    return { brand: readBrand, texts: readTexts };
  };
}
