// The two group comparisons: Self vs. System and Sense & Align vs. Activate & Execute. Each shows
// both totals on the 90-point scale, the difference, the threshold for "Balanced" and the verdict
// the engine gives for them.
import type { Report, ReportComparison } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { balancedWithinText, pointsText } from '../format';
import { Paragraphs, ReportSection, ScoreBar, TextsLoading } from '../parts';

interface Side {
  label: string;
  colour: string;
}

function Balance({
  title,
  sides,
  comparison,
  within,
  texts,
  alt,
}: {
  title: string;
  sides: [Side, Side];
  comparison: ReportComparison;
  within: number;
  texts: Record<string, string> | undefined;
  alt?: boolean;
}) {
  const [left, right] = sides;
  return (
    <ReportSection title={title} alt={alt}>
      {texts ? <Paragraphs text={texts.intro} /> : <TextsLoading />}
      <div className="card balance-card">
        <ScoreBar
          label={left.label}
          value={comparison.left}
          max={comparison.max}
          colour={left.colour}
        />
        <ScoreBar
          label={right.label}
          value={comparison.right}
          max={comparison.max}
          colour={right.colour}
        />
        <p className="balance-verdict">
          Verdict: <strong>{comparison.verdict}</strong>
        </p>
        <p className="balance-threshold">
          Difference: {pointsText(comparison.difference)}. {balancedWithinText(within)}
        </p>
        {texts ? (
          <Paragraphs text={texts[comparison.textKey] ?? texts[comparison.verdict]} />
        ) : null}
      </div>
    </ReportSection>
  );
}

export function SelfVsSystem({ report, texts }: { report: Report; texts: ReportTexts | null }) {
  return (
    <Balance
      title="Self vs. System"
      sides={[
        { label: 'Self', colour: '#1d4ed8' },
        { label: 'System', colour: '#047857' },
      ]}
      comparison={report.selfVsSystem}
      within={report.thresholds.balanceWithin}
      texts={texts?.selfVsSystem}
    />
  );
}

export function SenseVsActivate({ report, texts }: { report: Report; texts: ReportTexts | null }) {
  return (
    <Balance
      title="Sense & Align vs. Activate & Execute"
      sides={[
        { label: 'Sense & Align', colour: '#1d4ed8' },
        { label: 'Activate & Execute', colour: '#c2410c' },
      ]}
      comparison={report.senseVsActivate}
      within={report.thresholds.balanceWithin}
      texts={texts?.senseVsActivate}
      alt
    />
  );
}
