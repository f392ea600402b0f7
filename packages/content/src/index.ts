// The seed content of the assessment, typed. Data lives in ../data as JSON.
import knowledgeObjectsJson from '../data/knowledge-objects.json' with { type: 'json' };
import mediaJson from '../data/media.json' with { type: 'json' };
import postsJson from '../data/posts.json' with { type: 'json' };
import questionsJson from '../data/questions.json' with { type: 'json' };
import reportTextsJson from '../data/report-texts.json' with { type: 'json' };
import rulesJson from '../data/rules.json' with { type: 'json' };
import type {
  KnowledgeObjectRecord,
  MediaRecord,
  PostRecord,
  QuestionRecord,
  ReportTexts,
  RuleRecord,
} from './types';

export * from './collections';
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
/** Every rule the content service holds, retired ones (enabled: false) included: what is seeded. */
export const allRules = [...(rulesJson as RuleRecord[])].sort(byKey((r) => r.id));
/** The live rules: what the public API serves and the engine scores with. */
export const rules = allRules.filter((r) => r.enabled);
export const reportTexts = reportTextsJson as ReportTexts;
export const posts = postsJson as PostRecord[];
export const media = mediaJson as MediaRecord[];
export const knowledgeObjects = knowledgeObjectsJson as KnowledgeObjectRecord[];
