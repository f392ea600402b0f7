// The report's explanatory texts, built from the content service's entries (the browser reads
// them from the content API, the API from its own content source). Each text that is missing stays
// undefined so the report can show the specification's fallback for exactly that text.
import type { ContentEntry } from '@peak/contracts';
import { BAND_LABELS, type Band, type PracticeTexts, ROLES, type RoleId } from '@peak/scoring';

/** One text per band (Starting ... Expert); a band whose text is missing is left out. */
export type BandTexts = Partial<Record<Band, string>>;

/** A capability's texts: its band texts, and its practice as a plan step shows it (PracticeTexts). */
export interface CapabilityTexts extends PracticeTexts {
  description?: string;
  bands: BandTexts;
  /** The action worded for a role, where it differs; a role without one falls back to `action`. */
  actionByRole: Partial<Record<RoleId, string>>;
  strength?: string;
  weakness?: string;
}

export interface FamilyTexts {
  overview?: string;
  why?: string;
  signatureQuestions: string[];
  bands: BandTexts;
}

export interface ReportTexts {
  /** Always set: the built-in introduction stands in when the service has none. */
  introduction: string;
  howToRead: string[];
  /** Keyed by band label: Starting ... Expert. */
  scoreRanges: Record<string, string>;
  /** Keyed by 'intro' and by verdict and level, e.g. 'Leans Self-Oriented/low' (the report's textKey). */
  selfVsSystem: Record<string, string>;
  senseVsActivate: Record<string, string>;
  /** The overall level's paragraph, by the band of the total. */
  overall: BandTexts;
  /** The sentence that closes Next Steps, after the actions chosen for the reader. */
  nextStepsClosing?: string;
  about?: string;
  capabilities: Record<string, CapabilityTexts>;
  families: Record<string, FamilyTexts>;
}

export const BUILT_IN_INTRODUCTION =
  'This report describes how you prioritize in practice today, across 12 capabilities in four families. ' +
  'Your scores reflect what you do in a typical week, not what you know or intend. Start with the overall ' +
  'picture, then look at your families and patterns, and choose one or two areas to work on first.';

/** A text, or undefined when it is missing or blank. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const items = (entry: ContentEntry | undefined): string[] => {
  if (!entry) return [];
  const list = (entry as { items?: unknown }).items;
  if (Array.isArray(list)) return list.filter((i): i is string => typeof i === 'string');
  return (text(entry.content) ?? '').split('\n').filter((line) => line.trim() !== '');
};

const field = (entry: ContentEntry, name: string) => text((entry as Record<string, unknown>)[name]);

const isBand = (value: unknown): value is Band => BAND_LABELS.some((band) => band === value);

/** The text fields of `value` named by `keys`, leaving out any that is missing or not text. */
function textsByKey<K extends string>(
  value: unknown,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const key of keys) {
    const t = text((value as Record<string, unknown>)[key]);
    if (t) out[key] = t;
  }
  return out;
}

const ROLE_IDS = ROLES.map((role) => role.id);

/** The practice fields of a capability entry (its `practice` object), each left out when missing. */
function practiceOf(value: unknown): Omit<PracticeTexts, 'action' | 'actionByRole' | 'weekTwo'> {
  if (typeof value !== 'object' || value === null) return {};
  const p = value as Record<string, unknown>;
  const presupposes = Array.isArray(p.stretchPresupposes)
    ? p.stretchPresupposes.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    ...textsByKey(p, ['signal', 'stretch', 'stretchWeekTwo', 'stretchSignal'] as const),
    stretchByRole: textsByKey(p.stretchByRole, ROLE_IDS),
    stretchPresupposes: presupposes,
  };
}

/** Builds the report's texts from the content entries, by type. Pure, so it is unit-tested. */
export function reportTextsFrom(entries: readonly ContentEntry[]): ReportTexts {
  const ofType = (type: string) => entries.filter((e) => e.type === type);
  const first = (type: string) => ofType(type)[0];
  const texts: ReportTexts = {
    introduction: text(first('report_introduction')?.content) ?? BUILT_IN_INTRODUCTION,
    howToRead: items(first('how_to_read')),
    scoreRanges: {},
    selfVsSystem: {},
    senseVsActivate: {},
    overall: {},
    nextStepsClosing: text(first('next_steps_closing')?.content),
    about: text(first('about_assessment')?.content),
    capabilities: {},
    families: {},
  };
  for (const entry of ofType('score_range')) {
    const band = field(entry, 'band');
    const content = text(entry.content);
    if (band && content) texts.scoreRanges[band] = content;
  }
  for (const entry of ofType('overall_band')) {
    const band = field(entry, 'band');
    const content = text(entry.content);
    if (isBand(band) && content) texts.overall[band] = content;
  }
  for (const entry of ofType('balance_verdict')) {
    const comparison = field(entry, 'comparison');
    const band = field(entry, 'band');
    const level = field(entry, 'level');
    const content = text(entry.content);
    if (!band || !content) continue;
    const key = level ? `${band}/${level}` : band;
    if (comparison === 'self-vs-system') texts.selfVsSystem[key] = content;
    if (comparison === 'sense-vs-activate') texts.senseVsActivate[key] = content;
  }
  for (const entry of ofType('capability')) {
    const capability = text(entry.capability);
    if (!capability) continue;
    texts.capabilities[capability] = {
      description: text(entry.content),
      bands: textsByKey(entry.bands, BAND_LABELS),
      action: field(entry, 'action'),
      actionByRole: textsByKey(entry.actionByRole, ROLE_IDS),
      weekTwo: field(entry, 'weekTwo'),
      ...practiceOf((entry as { practice?: unknown }).practice),
      strength: text(entry.strength),
      weakness: text(entry.weakness),
    };
  }
  const family = (name: string): FamilyTexts => {
    texts.families[name] ??= { signatureQuestions: [], bands: {} };
    return texts.families[name];
  };
  for (const entry of entries) {
    const name = field(entry, 'family');
    if (!name) continue;
    if (entry.type === 'family_overview') family(name).overview = text(entry.content);
    if (entry.type === 'family_why') family(name).why = text(entry.content);
    if (entry.type === 'family_signature_questions') family(name).signatureQuestions = items(entry);
    if (entry.type === 'family_band') {
      const band = field(entry, 'band');
      const content = text(entry.content);
      if (isBand(band) && content) family(name).bands[band] = content;
    }
  }
  return texts;
}

export const CONTENT_TYPES = [
  'report_introduction',
  'how_to_read',
  'next_steps_closing',
  'about_assessment',
  'score_range',
  'overall_band',
  'balance_verdict',
  'family_overview',
  'family_why',
  'family_signature_questions',
  'family_band',
  'capability',
] as const;
