// Where the report will be while it loads: it fills the screen, so the page below does not move
// when the report appears (no layout shift). Kept apart from the report so the take page can show
// it without loading the report's code.
export const REPORT_LOADING = 'Loading your report...';

/** Fills the screen where the report will be, so the page below does not move when it appears. */
export function ReportPlaceholder() {
  return (
    // Styled inline: it shows before the report's stylesheet has loaded.
    <div className="report-placeholder" role="status" style={{ minHeight: '100vh' }}>
      <p className="visually-hidden">{REPORT_LOADING}</p>
    </div>
  );
}
