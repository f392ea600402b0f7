// The report's explanatory texts, read from the content service. Each text that is missing stays
// undefined so the report can show the specification's fallback for exactly that text.
import type { ContentEntry } from '@peak/cms-client';
import { assessmentCms } from './cms';

export interface CapabilityTexts {
  description?: string;
  low?: string;
  medium?: string;
  high?: string;
  action?: string;
  strength?: string;
  weakness?: string;
}

export interface FamilyTexts {
  overview?: string;
  why?: string;
  signatureQuestions: string[];
  low?: string;
  medium?: string;
  high?: string;
}

export interface ReportTexts {
  /** Always set: the built-in introduction stands in when the service has none. */
  introduction: string;
  howToRead: string[];
  /** Keyed by band label: Starting ... Expert. */
  scoreRanges: Record<string, string>;
  /** Keyed by 'intro' and verdict, e.g. 'Leans Self-Oriented'. */
  selfVsSystem: Record<string, string>;
  senseVsActivate: Record<string, string>;
  nextSteps: string[];
  about?: string;
  capabilities: Record<string, CapabilityTexts>;
  families: Record<string, FamilyTexts>;
}

/** The framework text ("Prioritization Capabilities") has its own loading and failure states. */
export type FrameworkText =
  | { status: 'loading' }
  | { status: 'ready'; title?: string; text: string }
  | { status: 'unavailable' };

export const BUILT_IN_INTRODUCTION =
  'This report describes how you prioritize in practice today, across 12 capabilities in four families. ' +
  'Your scores reflect what you do in a typical week, not what you know or intend. Start with the overall ' +
  'picture, then look at your families and patterns, and choose one or two areas to work on first.';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const items = (entry: ContentEntry | undefined): string[] => {
  if (!entry) return [];
  const list = (entry as { items?: unknown }).items;
  if (Array.isArray(list)) return list.filter((i): i is string => typeof i === 'string');
  return (text(entry.content) ?? '').split('\n').filter((line) => line.trim() !== '');
};

const field = (entry: ContentEntry, name: string) => text((entry as Record<string, unknown>)[name]);

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
    nextSteps: items(first('next_steps')),
    about: text(first('about_assessment')?.content),
    capabilities: {},
    families: {},
  };
  for (const entry of ofType('score_range')) {
    const band = field(entry, 'band');
    const content = text(entry.content);
    if (band && content) texts.scoreRanges[band] = content;
  }
  for (const entry of ofType('balance_verdict')) {
    const comparison = field(entry, 'comparison');
    const band = field(entry, 'band');
    const content = text(entry.content);
    if (!band || !content) continue;
    if (comparison === 'self-vs-system') texts.selfVsSystem[band] = content;
    if (comparison === 'sense-vs-activate') texts.senseVsActivate[band] = content;
  }
  for (const entry of ofType('capability')) {
    const capability = text(entry.capability);
    if (!capability) continue;
    texts.capabilities[capability] = {
      description: text(entry.content),
      low: field(entry, 'low'),
      medium: field(entry, 'medium'),
      high: field(entry, 'high'),
      action: field(entry, 'action'),
      strength: text(entry.strength),
      weakness: text(entry.weakness),
    };
  }
  const family = (name: string): FamilyTexts => {
    texts.families[name] ??= { signatureQuestions: [] };
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
      if (band === 'low' || band === 'medium' || band === 'high')
        family(name)[band] = text(entry.content);
    }
  }
  return texts;
}

export const CONTENT_TYPES = [
  'report_introduction',
  'how_to_read',
  'next_steps',
  'about_assessment',
  'score_range',
  'balance_verdict',
  'family_overview',
  'family_why',
  'family_signature_questions',
  'family_band',
  'capability',
] as const;

let textsRequest: Promise<ReportTexts> | undefined;

/** Loads every report text once per page; a type that fails to load leaves only its texts missing. */
export function loadReportTexts(): Promise<ReportTexts> {
  textsRequest ??= (async () => {
    const client = assessmentCms();
    const settled = await Promise.allSettled(
      CONTENT_TYPES.map((type) => client.content.byType(type)),
    );
    const entries = settled.flatMap((result, index) => {
      if (result.status === 'fulfilled') return result.value;
      console.error('Failed to fetch content by type', CONTENT_TYPES[index], result.reason);
      return [];
    });
    return reportTextsFrom(entries);
  })();
  return textsRequest;
}

let frameworkRequest: Promise<FrameworkText> | undefined;

export function loadFrameworkText(): Promise<FrameworkText> {
  frameworkRequest ??= assessmentCms()
    .staticContent.byType('model_overview')
    .then((docs): FrameworkText => {
      const doc = docs.find((d) => text(d.content));
      return doc
        ? { status: 'ready', title: text(doc.title), text: doc.content as string }
        : { status: 'unavailable' };
    })
    .catch((error: unknown): FrameworkText => {
      console.error('CMS connection failed - no static content available', error);
      frameworkRequest = undefined;
      return { status: 'unavailable' };
    });
  return frameworkRequest;
}
