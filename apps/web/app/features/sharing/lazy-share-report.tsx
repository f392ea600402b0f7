// The share section's code loads once a saved report is shown, in a chunk of its own: the report
// page's first JavaScript carries only this.
import { lazy, Suspense } from 'react';
import type { ShareReportProps } from './types';

const ShareReportSection = lazy(() => import('./share-report-section'));

export function ShareReport(props: ShareReportProps) {
  return (
    <Suspense fallback={null}>
      <ShareReportSection {...props} />
    </Suspense>
  );
}
