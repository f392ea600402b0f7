// How reliable the assessment is, live from the results saved here (GET /api/norms): the figures
// the report's About section shows, and /assessment's section (which that page imports on demand).
export { LIVE_QUALITY_TITLE, LiveQualitySection } from './live-quality';
export { QualityFigures } from './quality';
export { type QualityText, qualityText, twoDecimals } from './quality-text';
