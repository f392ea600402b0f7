// The sharing feature's public surface: the share section under a saved report (loaded on its
// own). The shared report's page is reached through its route module.
export { ShareReport } from './lazy-share-report';
export type { ShareReportProps } from './types';
