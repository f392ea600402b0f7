// The two group comparisons: Self vs. System and Sense & Align vs. Activate & Execute. Each shows
// both totals on the 90-point scale, the difference, the threshold for "Balanced" and the verdict
// the engine gives for them.
import type { Report, ReportComparison } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { balancedWithinText, pointsText } from '../format';
import { Lead, Paragraphs, ReadMore, ReportSection, ScoreBar, TextsLoading } from '../parts';

/** Two neutral inks: the sides of a comparison are not families, so they wear no family colour. */
const SIDE_COLOURS = { left: '#1e3a8a', right: '#475569' } as const;

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
          <Lead
            text={texts[comparison.textKey] ?? texts[comparison.verdict]}
            about={`your ${title} verdict`}
          />
        ) : (
          <TextsLoading />
        )}
        {texts?.intro ? (
          <ReadMore about={`what ${title} compares`}>
            <Paragraphs text={texts.intro} />
          </ReadMore>
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
        { label: 'Self', colour: SIDE_COLOURS.left },
        { label: 'System', colour: SIDE_COLOURS.right },
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
        { label: 'Sense & Align', colour: SIDE_COLOURS.left },
        { label: 'Activate & Execute', colour: SIDE_COLOURS.right },
      ]}
      comparison={report.senseVsActivate}
      within={report.thresholds.balanceWithin}
      texts={texts?.senseVsActivate}
      alt
    />
  );
}
