// The assessment feature's public surface for other features: the latest saved results, for the
// member dashboard's Recent Activity. Pages reach the rest through their route modules.
export { RecentResults } from './profile/recent-results';
