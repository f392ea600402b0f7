// The story when no language model is configured, or when the model's answer cannot be used:
// composed by the engine from the reader's own results, and labelled so.
export { composeStory } from '@peak/scoring';

export const COMPOSED_LABEL = 'Composed from your results (not written by a language model).';
