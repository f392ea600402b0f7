// "Capability Analysis": per family its overview, score and band text; then per capability its
// description, score, the text its score selects and, for low scores, one action to try.
import {
  analysisTextBand,
  CAPABILITY_MAX,
  type CapabilityScore,
  type FamilyScore,
  showsOneAction,
} from '@peak/scoring';
import type { ReportResults } from '../../model';
import type { ReportTexts } from '../../report-texts';
import { BandBadge, Paragraphs, ReportSection, Score, TextsLoading } from '../parts';

export const FAMILY_OVERVIEW_MISSING = '[Family overview missing]';
export const ONE_ACTION_TITLE = 'One Action to Try';

function CapabilityDetail({
  capability,
  texts,
}: {
  capability: CapabilityScore;
  texts: ReportTexts | null;
}) {
  const t = texts?.capabilities[capability.capability];
  const { score } = capability;
  return (
    <article className="capability-detail">
      <h4>{capability.capability}</h4>
      {t?.description ? <p className="capability-description">{t.description}</p> : null}
      {score === null ? (
        <p className="muted">Not measured: no answers were recorded for this capability.</p>
      ) : (
        <>
          <p className="capability-score">
            <Score value={score} max={CAPABILITY_MAX} /> <BandBadge band={capability.band} />
          </p>
          {texts ? <Paragraphs text={t?.[analysisTextBand(score)]} /> : <TextsLoading />}
          {showsOneAction(score) && t?.action ? (
            <div className="one-action">
              <h5>{ONE_ACTION_TITLE}</h5>
              <p>{t.action}</p>
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}

function FamilyAnalysis({
  family,
  capabilities,
  texts,
}: {
  family: FamilyScore;
  capabilities: CapabilityScore[];
  texts: ReportTexts | null;
}) {
  const t = texts?.families[family.family];
  return (
    <div className="family-analysis" style={{ borderLeftColor: family.colour }}>
      <h3>{family.family}</h3>
      {texts ? (
        <p className={t?.overview ? undefined : 'muted'}>
          {t?.overview ?? FAMILY_OVERVIEW_MISSING}
        </p>
      ) : (
        <TextsLoading />
      )}
      <p className="family-score">
        <Score value={family.score} max={family.max} /> <BandBadge band={family.band} />
        {family.missing.length > 0 ? (
          <span className="muted"> (not measured: {family.missing.join(', ')})</span>
        ) : null}
      </p>
      {texts ? <Paragraphs text={t?.[family.textBand]} /> : null}
      {capabilities.map((c) => (
        <CapabilityDetail key={c.capability} capability={c} texts={texts} />
      ))}
    </div>
  );
}

export function CapabilityAnalysis({
  results,
  texts,
}: {
  results: ReportResults;
  texts: ReportTexts | null;
}) {
  const byName = new Map(results.capabilityScores.map((c) => [c.capability, c]));
  return (
    <ReportSection title="Capability Analysis" alt>
      {results.familyScores.map((f) => (
        <FamilyAnalysis
          key={f.family}
          family={f}
          capabilities={f.capabilities.flatMap((name) => byName.get(name) ?? [])}
          texts={texts}
        />
      ))}
    </ReportSection>
  );
}
