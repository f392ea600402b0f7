// Shapes of the seed content. They mirror the content service's collections.

export interface ResponseOptionRecord {
  score: number;
  text: string;
}

export interface QuestionRecord {
  questionId: string;
  part: 'Doing' | 'Knowing' | 'Gap';
  capability: string;
  scopeLevel: 'Individual' | 'Team' | 'Organization';
  text: string;
  /** Listed in the order shown; scores run 1 to 5, or 5 to 1 on a mirror item. */
  responseOptions: ResponseOptionRecord[];
  /** Offers a sixth choice, "This does not happen in my role", which leaves the item unanswered. */
  notApplicable?: boolean;
  /** Asks about the same behaviour as this item, worded the opposite way: the consistency check. */
  mirrorOf?: string;
}

/**
 * One item of the observer form (the 360): a scored Doing item of the bank, asked of someone who
 * works with the person, about what they have seen that person do.
 */
export interface ObserverItemRecord {
  /** The self item's questionId with `_obs` after it. */
  itemId: string;
  /** The self item it is the observer form of: a current (_v2_) Doing item. */
  questionId: string;
  /** The self item's capability. */
  capability: string;
  /** About "this person", in the third person and the present tense. */
  text: string;
  /** Five options in the third person, the self item's degrees of the same behaviour, in its order. */
  responseOptions: ResponseOptionRecord[];
  /** The sixth choice, which leaves the item unanswered: "I have not seen this". */
  notSeen: string;
}

export interface RuleRecord {
  id: string;
  name: string;
  type: 'pattern' | 'archetype' | 'team_pattern';
  category: string;
  flag: string;
  tags: string[];
  enabled: boolean;
  logic: string;
  priority: number;
  severity: 'critical' | 'warning' | 'info' | 'minor';
  narrative_mode: string;
  narrative_content: string;
  expanded_narrative: string;
  why: string;
  actions: string[];
  action: string;
  scope: 'Individual' | 'Team' | 'Organization';
  capabilities: string[];
  family: string | null;
  roles: string[];
  impact_layers: string[];
  output_type: string;
  confidence: number;
  /** Whether the finding describes something to build on or something to work on. */
  polarity: 'strength' | 'growth';
  /** A question the reader can ask themselves about this finding. */
  reflection: string;
}

export type BandLabel = 'Starting' | 'Emerging' | 'Developing' | 'Proficient' | 'Expert';
/** One text per band of the five equal-fifth bands, so a badge and its words never disagree. */
export type BandTexts = Record<BandLabel, string>;
export type RoleId = 'individual-contributor' | 'manager' | 'senior-leader';

export interface CapabilityTexts {
  description: string;
  bands: BandTexts;
  /**
   * The practice for a habit still forming (Starting, Emerging, Developing), as an if-then in the
   * first person ("When <trigger>, I will <one small behaviour>."). It presupposes nothing the reader
   * may lack, and it is the only action the report gives for this capability.
   */
  action: string;
  /** The same practice worded for a role, where the trigger or the behaviour depends on it. */
  actionByRole?: Partial<Record<RoleId, string>>;
  /** How week two extends the same practice, in one sentence. */
  weekTwo: string;
  /** How the reader will know the practice is working ("You will know it is working when ..."). */
  signal: string;
  /** The if-then for a strong habit (Proficient, Expert): holding it under pressure or helping others build it. */
  stretch: string;
  stretchByRole?: Partial<Record<RoleId, string>>;
  stretchWeekTwo: string;
  stretchSignal: string;
  /** Capabilities the stretch relies on the reader already having; usually none. */
  stretchPresupposes: string[];
  strength: string;
  weakness: string;
}

export interface FamilyTexts {
  overview: string;
  why: string;
  signatureQuestions: string[];
  bands: BandTexts;
}

export interface ReportTexts {
  reportIntroduction: string;
  howToRead: string[];
  modelOverview: string;
  scoreRanges: BandTexts;
  /** The overall level's paragraph, by the maturity band. */
  overall: BandTexts;
  selfVsSystem: VerdictTexts<'Leans Self-Oriented' | 'Leans System-Oriented'>;
  senseVsActivate: VerdictTexts<'Leans Sense & Align' | 'Leans Activate & Execute'>;
  /** Closes the plan, after its steps: the invitation to practise and to retake. */
  nextStepsClosing: string;
  aboutAssessment: string;
  capabilities: Record<string, CapabilityTexts>;
  families: Record<string, FamilyTexts>;
  /**
   * What each text not chosen by a band asserts about its reader, by text id (`introduction`,
   * `self-vs-system/Balanced/low`...): a condition in the rule language, or 'true' for a text that
   * asserts nothing about the reader. A band's text asserts its band.
   */
  asserts: Record<string, string>;
}

/** Where both sides of a comparison sit: the bottom two bands, the middle, the top two. */
export type ComparisonLevel = 'low' | 'middle' | 'high';

/** The texts of one verdict, by where both sides sit. */
export type LevelTexts = Record<ComparisonLevel, string>;

/**
 * A comparison's introduction, the Balanced texts by level, and for each lean one text per level
 * (shown when the lean is clear or large) and `slight`, shown when the lean is within the noise of
 * one take and the two sides read as level.
 */
export type VerdictTexts<Lean extends string> = { intro: string; Balanced: LevelTexts } & Record<
  Lean,
  LevelTexts & { slight: string }
>;

/** An author as stored: its own collection, its avatar an upload (a media id). */
export interface AuthorDocument {
  id: string;
  name: string;
  bio?: string;
  avatar?: string;
  website?: string;
  social?: { linkedin?: string; twitter?: string };
}

/** An author as the content service answers it at the default depth: the avatar populated. */
export interface AuthorRecord extends Omit<AuthorDocument, 'avatar'> {
  avatar?: MediaRecord;
}

interface PostFields {
  id: string;
  title: string;
  subtitle?: string;
  slug: string;
  excerpt?: string;
  summary?: string;
  content?: string | { root: Record<string, unknown> };
  body?: { blocks: Array<{ blockType: string; [field: string]: unknown }> };
  author?: string | { name: string };
  publishedDate?: string;
  createdAt?: string;
  updatedAt?: string;
  category: string;
  tags: string[];
  readTime?: number;
  featured: boolean;
  status: 'published' | 'draft';
  heroImageUrl?: string;
}

/** A blog post as stored: `authors` and `heroImage` are relationships (ids). */
export interface PostDocument extends PostFields {
  authors?: string[];
  heroImage?: string;
}

/**
 * A blog post as the content service answers it at the default depth (relationships populated);
 * the site normalises the variants.
 */
export interface PostRecord extends PostFields {
  authors?: AuthorRecord[];
  heroImage?: MediaRecord;
}

export interface MediaRecord {
  id: string;
  filename: string;
  alt: string;
  mimeType: string;
  width: number;
  height: number;
  filesize: number;
  url: string;
}

export interface KnowledgeObjectRecord {
  id: string;
  title: string;
  type: 'Continuum' | 'Binary' | 'Matrix';
  description: string;
  structure: Record<string, unknown>;
  systems: string[];
  visual: { tokens: { accent: string } };
}

/** The consultancy's identity and outside links: the site-settings global's fields. */
export interface SiteSettingsRecord {
  siteName: string;
  logo: string;
  contactEmail: string;
  /** Lines separated by "\n". */
  postalAddress: string;
  linkedinUrl: string;
  podcastName: string;
  podcastUrl: string;
  podcastPlatforms: Array<{ id: string; name: string; url: string }>;
  bookStoreUrl: string;
  /** Empty: the review is booked through the site's contact page. */
  reviewBookingUrl: string;
}
