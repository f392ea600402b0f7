// The 360 feature's public surface for other features: starting a 360 under a saved report, and
// the profile's list of my 360s. Its pages are reached through their route modules.
export { MyFeedback } from './my-feedback';
export { StartFeedback } from './start-feedback';
