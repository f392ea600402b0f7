// The assessment feature's public surface for other features: the latest saved results, for the
// member dashboard's Recent Activity, and the address that starts a new assessment. Pages reach
// the rest through their route modules.

export { NEW_ASSESSMENT_PATH } from './links';
export { RecentResults } from './profile/recent-results';
