// "Score Ranges": the five equal bands on each of the three scales, and what each band means.
import { BAND_LABELS } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { bandTable } from '../format';
import { BandBadge, ReportSection, TextsLoading } from '../parts';

export function ScoreRanges({ texts }: { texts: ReportTexts | null }) {
  return (
    <ReportSection title="Score Ranges" collapsed>
      {/* On a narrow screen the table scrolls in its own named region, reached by Tab (1.4.10). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard */}
      <section className="table-scroll" aria-label="Score ranges table" tabIndex={0}>
        <table className="report-table score-range-table">
          <caption>
            Score ranges per band, in whole points. A score of two answers can fall between them
            (7.5, say): it belongs to the band whose range it has passed the start of.
          </caption>
          <thead>
            <tr>
              <th scope="col">Band</th>
              <th scope="col">
                Capability <span className="range-note">(3–15)</span>
              </th>
              <th scope="col">
                Family <span className="range-note">(9–45)</span>
              </th>
              <th scope="col">
                Total <span className="range-note">(36–180)</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bandTable().map((row) => (
              <tr key={row.band}>
                <th scope="row">{row.band}</th>
                <td>{row.capability}</td>
                <td>{row.family}</td>
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {texts ? (
        <ul className="band-meanings">
          {BAND_LABELS.map((band) =>
            texts.scoreRanges[band] ? (
              <li key={band}>
                <BandBadge band={band} /> {texts.scoreRanges[band]}
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <TextsLoading />
      )}
    </ReportSection>
  );
}
