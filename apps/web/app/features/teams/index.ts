// The teams feature's public surface for other features: the member dashboard's Teams card. Pages
// reach the rest through their route modules.
export { TeamsCard } from './teams-card';
