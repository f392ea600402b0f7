// "Your Scores at a Glance": the total, the family bars and the 12 capabilities, highest first.
import { BAND_LABELS, CAPABILITY_MAX, FAMILIES, familyByName, type Report } from '@peak/scoring';
import type { ReportResults } from '../../model';
import { CapabilityBars } from '../charts/capability-bars';
import { Radar } from '../charts/radar';
import { bandOpacity, formatScore, inDisplayOrder, sortByScore } from '../format';
import { ReportSection, ScoreBar } from '../parts';

function Legend() {
  return (
    <div className="chart-legend">
      <p className="chart-legend-title">Colour shows the family:</p>
      <ul>
        {FAMILIES.map((f) => (
          <li key={f.name}>
            <span className="swatch" style={{ backgroundColor: f.colour }} aria-hidden="true" />
            {f.name}
          </li>
        ))}
      </ul>
      <p className="chart-legend-title">Shade shows the band, lighter for lower bands:</p>
      <ul>
        {BAND_LABELS.map((band) => (
          <li key={band}>
            <span
              className="swatch swatch-band"
              style={{ opacity: bandOpacity(band) }}
              aria-hidden="true"
            />
            {band}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScoresAtAGlance({ results, report }: { results: ReportResults; report: Report }) {
  const sorted = sortByScore(results.capabilityScores);
  return (
    <ReportSection title="Your Scores at a Glance" alt>
      <div className="glance-bars card">
        <ScoreBar
          label="Total"
          value={report.overall.score}
          max={report.overall.max}
          colour="#1e3a8a"
          band={report.overall.band}
          edge={report.overall.edge}
        />
        {report.families.map((f) => (
          <ScoreBar
            key={f.family}
            label={f.family}
            value={f.score}
            max={f.max}
            colour={familyByName(f.family)?.colour ?? '#475569'}
            band={f.band}
            edge={f.edge}
          />
        ))}
      </div>
      <h3>Your 12 Capabilities, Highest First</h3>
      <div className="glance-charts">
        <figure className="card chart-card">
          <CapabilityBars sorted={sorted} />
          <figcaption>
            <Legend />
          </figcaption>
        </figure>
        <figure className="card chart-card radar-card">
          <Radar ordered={inDisplayOrder(results.capabilityScores)} />
          <figcaption className="muted">
            Overview in the fixed display order; the outer ring is 15.
          </figcaption>
        </figure>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>Capability scores, highest first</caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">Family</th>
              <th scope="col">Score (out of {CAPABILITY_MAX})</th>
              <th scope="col">Band</th>
            </tr>
          </thead>
          <tbody data-testid="capability-table">
            {sorted.map((c) => (
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
