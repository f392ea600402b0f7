// The 12 capabilities and 4 families as the content must name them (src/bank-rules.ts, where the
// bank's rules read them).
export { CAPABILITIES, FAMILIES } from '../src/bank-rules';
