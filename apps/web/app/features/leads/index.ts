// The leads feature's public surface for other features: the report's review request button.
export { ReviewRequestButton, type ReviewSource } from './review-request';
