// The four families' specified colours (the families in @peak/scoring carry the same; a test
// holds them equal), in a module of their own so a page that only colours by family, such as
// /assessment, carries nothing else. The rest of the palette is in palette.ts.
import type { FamilyName } from '@peak/scoring';

const MUTED = '#475569';

/** The four families' specified colours. */
export const FAMILY_BASES: Readonly<Record<FamilyName, string>> = {
  'Motivational Activation': '#c2410c',
  'Contextual Awareness': '#1d4ed8',
  'Relational Navigation': '#047857',
  'Execution Rhythms': '#7e22ce',
};

/** A family's colour, or a neutral grey for a name that is not a family. */
export const familyColour = (family: string): string => FAMILY_BASES[family as FamilyName] ?? MUTED;
