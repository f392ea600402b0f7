// The seed content of the assessment and the blog, typed. Data lives in ../data as JSON.
import authorsJson from '../data/authors.json' with { type: 'json' };
import knowledgeObjectsJson from '../data/knowledge-objects.json' with { type: 'json' };
import mediaJson from '../data/media.json' with { type: 'json' };
import observerItemsJson from '../data/observer-items.json' with { type: 'json' };
import postsJson from '../data/posts.json' with { type: 'json' };
import questionsJson from '../data/questions.json' with { type: 'json' };
import reportTextsJson from '../data/report-texts.json' with { type: 'json' };
import rulesJson from '../data/rules.json' with { type: 'json' };
import siteSettingsJson from '../data/site-settings.json' with { type: 'json' };
import { contentEntries, staticContentEntries } from './collections';
import { SITE_SETTINGS } from './schema';
import type {
  AuthorDocument,
  AuthorRecord,
  KnowledgeObjectRecord,
  MediaRecord,
  ObserverItemRecord,
  PostDocument,
  PostRecord,
  QuestionRecord,
  ReportTexts,
  RuleRecord,
  SiteSettingsRecord,
} from './types';

export * from './bank-rules';
export * from './collections';
export * from './observer-rules';
export * from './schema';
export type * from './types';

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/**
 * The whole bank, including retired (non-_v2_) and Knowing/Gap questions the engine filters out.
 * Questions and rules are ordered by id: the order a database returns them in, so results scored
 * from the bundle and from the content service are identical to the letter.
 */
export const questions = [...(questionsJson as QuestionRecord[])].sort(byKey((q) => q.questionId));
/**
 * The observer form of the bank (the 360): one item for each scored Doing item, about "this person",
 * ordered by id. Not yet a collection of the content service (see OBSERVER_ITEMS_SPEC).
 */
export const observerItems = [...(observerItemsJson as ObserverItemRecord[])].sort(
  byKey((o) => o.itemId),
);
/** Every rule the content service holds, retired ones (enabled: false) included: what is seeded. */
export const allRules = [...(rulesJson as RuleRecord[])].sort(byKey((r) => r.id));
/** The live rules: what the public API serves and the engine scores with. */
export const rules = allRules.filter((r) => r.enabled);
export const reportTexts = reportTextsJson as ReportTexts;
export const media = mediaJson as MediaRecord[];
/** The authors of the blog: their own collection, posts refer to them by id. */
export const authorDocuments = authorsJson as AuthorDocument[];
/** The posts as stored: `authors` and `heroImage` hold ids. */
export const postDocuments = postsJson as PostDocument[];

const mediaById = new Map(media.map((m) => [m.id, m]));
const byId = <T>(map: Map<string, T>, id: string, what: string): T => {
  const found = map.get(id);
  if (!found) throw new Error(`@peak/content: unknown ${what} "${id}"`);
  return found;
};
const populateAuthor = ({ avatar, ...author }: AuthorDocument): AuthorRecord =>
  avatar ? { ...author, avatar: byId(mediaById, avatar, 'media') } : author;
export const authors: AuthorRecord[] = authorDocuments.map(populateAuthor);
const authorById = new Map(authors.map((a) => [a.id, a]));

/** A rich-text document with its images' media ids replaced by their documents (a copy). */
function withImages(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withImages);
  if (typeof node !== 'object' || node === null) return node;
  const n = node as Record<string, unknown>;
  if (n.type === 'upload' && n.relationTo === 'media' && typeof n.value === 'string')
    return { ...n, value: byId(mediaById, n.value, 'media') };
  return Object.fromEntries(Object.entries(n).map(([key, value]) => [key, withImages(value)]));
}

/**
 * The posts as the content service answers them at the default depth: authors, hero images and
 * the article's images populated.
 */
export const posts: PostRecord[] = postDocuments.map(
  ({ authors: ids, heroImage, content, ...post }) => ({
    ...post,
    ...(content !== undefined ? { content: withImages(content) as PostRecord['content'] } : {}),
    ...(ids ? { authors: ids.map((id) => byId(authorById, id, 'author')) } : {}),
    ...(heroImage ? { heroImage: byId(mediaById, heroImage, 'media') } : {}),
  }),
);
export const knowledgeObjects = knowledgeObjectsJson as KnowledgeObjectRecord[];
/** The consultancy's identity and outside links, as seeded. */
export const siteSettings = siteSettingsJson as SiteSettingsRecord;

/** A stored document: what the seeds write, with its id and both timestamps. */
export type SeedDocument = Record<string, unknown> & {
  id: string;
  createdAt: string;
  updatedAt: string;
};

/** When the documents without a date of their own were created, for every seed alike. */
export const SEED_EPOCH = '2025-01-01T00:00:00.000Z';

/**
 * Gives each document without timestamps its own: one second apart before SEED_EPOCH, the first
 * id (in code-unit order) the newest, so the default newest-first order lists them by id.
 */
function stamped(docs: ReadonlyArray<Record<string, unknown> & { id: string }>): SeedDocument[] {
  const rank = new Map(
    docs
      .map((d) => d.id)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((id, i) => [id, i]),
  );
  const epoch = Date.parse(SEED_EPOCH);
  return docs.map((doc) => {
    const fallback = new Date(epoch - (rank.get(doc.id) ?? 0) * 1000).toISOString();
    const createdAt = typeof doc.createdAt === 'string' ? doc.createdAt : fallback;
    const updatedAt = typeof doc.updatedAt === 'string' ? doc.updatedAt : createdAt;
    return { ...doc, createdAt, updatedAt };
  });
}

/**
 * Every content collection (and the globals) as it is stored (relationships as ids), with fixed ids and timestamps:
 * what the content API seeds its database with, and what a Payload seeded for comparison holds.
 */
export function contentDocuments() {
  return {
    posts: stamped(
      postDocuments.map((post) => ({
        ...post,
        _status: post.status === 'published' ? 'published' : 'draft',
      })) as unknown as SeedDocument[],
    ),
    authors: stamped(authorDocuments as unknown as SeedDocument[]),
    media: stamped(media as unknown as SeedDocument[]),
    rules: stamped(allRules as unknown as SeedDocument[]),
    content: stamped(contentEntries(reportTexts)),
    'static-content': stamped(staticContentEntries(reportTexts) as unknown as SeedDocument[]),
    questions: stamped(questions.map((q) => ({ ...q, id: q.questionId }))),
    'knowledge-objects': stamped(knowledgeObjects as unknown as SeedDocument[]),
    // The globals, one document each, by their slug.
    globals: stamped([{ id: SITE_SETTINGS, ...siteSettings }]),
  };
}
