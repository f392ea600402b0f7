/** The pause after the last keystroke before the overlay searches (specification 000 §9). */
export const SEARCH_DELAY_MS = 300;
/** Skeleton rows the overlay shows while it searches. */
export const SEARCH_SKELETON_ROWS = 3;
/** Skeleton cards the list shows while it loads. */
export const LIST_SKELETON_CARDS = 6;
/** The title of a chart embed that has none. */
export const EMBED_FALLBACK_TITLE = 'Embedded chart';
