// The report texts as the content service's `content` and `static-content` collections hold them,
// derived from report-texts.json so every text is written once.
import type { BandLabel, BandTexts, ReportTexts, RoleId } from './types';

export interface ContentEntry {
  id: string;
  type: string;
  content: string;
  status: 'published';
  priority: number;
  capability?: string;
  family?: string;
  band?: string;
  strength?: string;
  weakness?: string;
  items?: string[];
  /** On a capability entry: its text for each band. */
  bands?: BandTexts;
  /** On a capability entry, where the action depends on the reader's role. */
  actionByRole?: Partial<Record<RoleId, string>>;
  [field: string]: unknown;
}

export interface StaticContentEntry {
  id: string;
  contentType: string;
  status: 'published';
  priority: number;
  title: string;
  content: string;
}

/** The five equal-fifth bands, lowest first: the order the band entries are written in. */
const BAND_LABELS: readonly BandLabel[] = [
  'Starting',
  'Emerging',
  'Developing',
  'Proficient',
  'Expert',
];

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function contentEntries(texts: ReportTexts): ContentEntry[] {
  const entries: ContentEntry[] = [
    {
      id: 'report-introduction',
      type: 'report_introduction',
      content: texts.reportIntroduction,
      status: 'published',
      priority: 1,
      asserts: texts.asserts.introduction,
    },
    {
      id: 'how-to-read',
      type: 'how_to_read',
      content: texts.howToRead.join('\n'),
      items: texts.howToRead,
      status: 'published',
      priority: 1,
      asserts: texts.asserts['how-to-read'],
    },
    {
      id: 'next-steps-closing',
      type: 'next_steps_closing',
      content: texts.nextStepsClosing,
      status: 'published',
      priority: 1,
      asserts: texts.asserts['next-steps-closing'],
    },
    {
      id: 'about-assessment',
      type: 'about_assessment',
      content: texts.aboutAssessment,
      status: 'published',
      priority: 1,
      asserts: texts.asserts.about,
    },
  ];
  for (const [band, text] of Object.entries(texts.scoreRanges)) {
    entries.push({
      id: `score-range-${slug(band)}`,
      type: 'score_range',
      band,
      content: text,
      status: 'published',
      priority: 1,
    });
  }
  for (const band of BAND_LABELS) {
    entries.push({
      id: `overall-band-${slug(band)}`,
      type: 'overall_band',
      band,
      content: texts.overall[band],
      status: 'published',
      priority: 1,
    });
  }
  for (const [comparison, { intro, ...verdicts }] of [
    ['self-vs-system', texts.selfVsSystem],
    ['sense-vs-activate', texts.senseVsActivate],
  ] as const) {
    const base = { type: 'balance_verdict', comparison, status: 'published' as const, priority: 1 };
    entries.push({
      ...base,
      id: `${comparison}-intro`,
      band: 'intro',
      content: intro,
      asserts: texts.asserts[`${comparison}/intro`],
    });
    for (const [verdict, levels] of Object.entries(verdicts) as Array<
      [string, Record<string, string>]
    >) {
      for (const [level, text] of Object.entries(levels)) {
        entries.push({
          ...base,
          id: `${comparison}-${slug(verdict)}-${level}`,
          band: verdict,
          level,
          content: text,
          asserts: texts.asserts[`${comparison}/${verdict}/${level}`],
        });
      }
    }
  }
  for (const [family, t] of Object.entries(texts.families)) {
    const base = { family, status: 'published' as const, priority: 1 };
    entries.push({
      ...base,
      id: `family-overview-${slug(family)}`,
      type: 'family_overview',
      content: t.overview,
    });
    entries.push({ ...base, id: `family-why-${slug(family)}`, type: 'family_why', content: t.why });
    entries.push({
      ...base,
      id: `family-signature-questions-${slug(family)}`,
      type: 'family_signature_questions',
      content: t.signatureQuestions.join('\n'),
      items: t.signatureQuestions,
    });
    for (const band of BAND_LABELS) {
      entries.push({
        ...base,
        id: `family-band-${slug(band)}-${slug(family)}`,
        type: 'family_band',
        band,
        content: t.bands[band],
      });
    }
  }
  for (const [capability, t] of Object.entries(texts.capabilities)) {
    entries.push({
      id: `capability-${slug(capability)}`,
      type: 'capability',
      capability,
      content: t.description,
      strength: t.strength,
      weakness: t.weakness,
      action: t.action,
      ...(t.actionByRole ? { actionByRole: t.actionByRole } : {}),
      weekTwo: t.weekTwo,
      practice: {
        signal: t.signal,
        stretch: t.stretch,
        stretchByRole: t.stretchByRole,
        stretchWeekTwo: t.stretchWeekTwo,
        stretchSignal: t.stretchSignal,
        stretchPresupposes: t.stretchPresupposes,
      },
      bands: t.bands,
      status: 'published',
      priority: 1,
    });
  }
  return entries;
}

export function staticContentEntries(texts: ReportTexts): StaticContentEntry[] {
  return [
    {
      id: 'model-overview',
      contentType: 'model_overview',
      status: 'published',
      priority: 1,
      title: 'The Prioritization Capability Model',
      content: texts.modelOverview,
    },
  ];
}
