// "Your Scores at a Glance": the four family bars out of 45 and the twelve capabilities on a radar
// grouped by family, both in the families' colours. A table carries the same scores for screen
// readers. The total is in the summary and in Your Overall Results, so it is not drawn here again.
import { CAPABILITY_MAX, FAMILIES, type Report } from '@peak/scoring';
import { familyColour } from '../../../../lib/palette';
import type { ReportResults } from '../../model';
import { Radar } from '../charts/radar';
import { formatScore } from '../format';
import { ReportSection, ScoreBar } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

export function ScoresAtAGlance({
  results,
  report,
  words = reportWords(),
}: {
  results: ReportResults;
  report: Report;
  words?: ReportWords;
}) {
  // The radar's order: each family's capabilities as the family lists them.
  const byFamily = FAMILIES.flatMap((f) =>
    f.capabilities.flatMap((name) => results.capabilityScores.filter((c) => c.capability === name)),
  );
  return (
    <ReportSection title={words.sections.glance} anchor={SECTION_TITLES.glance} alt>
      <div className="glance-charts">
        <div className="glance-bars card">
          <h3>{words.familiesHeading}</h3>
          {report.families.map((f) => (
            <ScoreBar
              key={f.family}
              label={f.family}
              value={f.score}
              max={f.max}
              colour={familyColour(f.family)}
              band={f.band}
              edge={f.edge}
            />
          ))}
        </div>
        <figure className="card chart-card radar-card">
          <Radar scores={results.capabilityScores} />
          <figcaption className="muted">
            Each family holds three neighbouring spokes in its colour; the outer ring is 15.
          </figcaption>
        </figure>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>Capability scores by family</caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">Family</th>
              <th scope="col">Score (out of {CAPABILITY_MAX})</th>
              <th scope="col">Band</th>
            </tr>
          </thead>
          <tbody data-testid="capability-table">
            {byFamily.map((c) => (
              <tr key={c.capability}>
                <th scope="row">{c.capability}</th>
                <td>{c.family}</td>
                <td>{c.score === null ? 'Not measured' : formatScore(c.score)}</td>
                <td>{c.band ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
