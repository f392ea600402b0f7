// Content routing: each arbitrated finding goes to the report section its category belongs to.
import type { Finding, ReportSection, RoutedContent } from '../model/types';

export const REPORT_SECTIONS: readonly ReportSection[] = [
  'ExecutiveSnapshot',
  'DimensionalInsights',
  'PatternRecognition',
  'IdentityMirror',
  'StrategicFocus',
  'RecommendedMoves',
  'CuratedResources',
  'ExtendedPathways',
  'Appendix',
];

const SECTION_OF_CATEGORY: Readonly<Record<string, ReportSection>> = {
  overall_snapshot: 'ExecutiveSnapshot',
  family_pattern: 'DimensionalInsights',
  balance_pattern: 'DimensionalInsights',
  pairwise_pattern: 'PatternRecognition',
  fallback_pattern: 'PatternRecognition',
  master_archetype: 'IdentityMirror',
  cluster_pattern: 'StrategicFocus',
  recommended_move: 'RecommendedMoves',
  curated_resource: 'CuratedResources',
  extended_pathway: 'ExtendedPathways',
};

export const sectionFor = (category: string): ReportSection =>
  Object.hasOwn(SECTION_OF_CATEGORY, category)
    ? (SECTION_OF_CATEGORY[category] as ReportSection)
    : 'Appendix';

export function routeContent(findings: readonly Finding[]): RoutedContent {
  const routed = Object.fromEntries(
    REPORT_SECTIONS.map((s) => [s, [] as Finding[]]),
  ) as RoutedContent;
  for (const finding of findings) routed[sectionFor(finding.category)].push(finding);
  return routed;
}

export const routedLayers = (routed: RoutedContent): number =>
  REPORT_SECTIONS.filter((s) => routed[s].length > 0).length;
