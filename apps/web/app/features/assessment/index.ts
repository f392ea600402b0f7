// The assessment feature's public surface for other features: the latest saved results, for the
// member dashboard; the address that starts a new assessment; and what a plan is made from (a
// saved report, the report's texts, the history of saved results). Pages reach the rest through
// their route modules.

export { NEW_ASSESSMENT_PATH } from './links';
export { RecentResults } from './profile/recent-results';
export { useHistory } from './profile/use-history';
export { useSavedReport } from './saved/use-saved-report';
export { useReportTexts } from './use-report-texts';
