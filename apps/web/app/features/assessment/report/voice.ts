// Whom the report speaks to. Its owner reads "Your Prioritization Report". A page a share link
// opens is read by someone else, so the words this page owns speak about the person instead: by
// the first name the link carries, or neutrally ("This Prioritization Report", "Strengths"). The
// engine's own texts (band paragraphs, patterns, the story) are written to "you" and stay as they
// are: the shared page says so once, at the top, rather than rewriting them. Section anchors stay
// the owner's titles, so a link to a section works whoever reads it. Pure, so each word is tested.

import { COMPOSED_STORY_LABEL } from '@peak/contracts';
import { EFFORT_NOTE_CLOSING, EFFORT_NOTE_LEAD } from './format';

export type ReportAudience = 'owner' | 'shared';

export interface ReportVoice {
  audience: ReportAudience;
  /** The owner's first name, when the share carries one (shared only). */
  firstName?: string | undefined;
}

export const OWNER_VOICE: ReportVoice = Object.freeze({ audience: 'owner' });

/** The sections' titles as the owner reads them: also their anchors (see parts.tsx). */
export const SECTION_TITLES = {
  summary: 'Your Results in Brief',
  overall: 'Your Overall Results',
  glance: 'Your Scores at a Glance',
  story: 'Your Prioritization Story',
  signature: 'Your Signature Combinations',
  nextSteps: 'Next Steps',
} as const;

export type SectionKey = keyof typeof SECTION_TITLES;

export interface ReportWords {
  audience: ReportAudience;
  /** The page's h1. */
  title: string;
  /** Each named section's title as shown. */
  sections: Record<SectionKey, string>;
  strengthsTitle: string;
  growthAreasTitle: string;
  familiesHeading: string;
  /** "Your profile has the shape of", "Ada's profile has...", "This profile has...". */
  profileSentence: string;
  /** "None of the archetypes fits your profile." and the like. */
  noArchetype: string;
  /** "None of your capabilities", "None of Ada's capabilities", "None of the capabilities". */
  noneOfCapabilities: string;
  /** "your answers", "Ada's answers", "the answers". */
  answers: string;
  /** The first action's label: "Start here", "Ada's first step". */
  firstStep: string;
  /** A capability's step in the plan: "In your plan", "In Ada's plan". */
  inPlan: string;
  /** The sign a practice works: "How you will know", "How it shows". */
  howKnow: string;
  /** Why no archetype shows below its total, and when families share the lead. */
  archetypeLater: (total: number) => string;
  sharedLead: string;
  askYourself: string;
  /** For screen readers: "your overall level", "the overall level". */
  overallLevel: string;
  /** "your Self vs. System verdict" and the like. */
  verdictOf: (title: string) => string;
  storyReady: string;
  /** Shared only: who the story was written for. Null for the owner. */
  storyFor: string | null;
  /** Shared only: what the next steps are. Null for the owner. */
  nextStepsFor: string | null;
  effortLead: string;
  effortClosing: string;
  /** Shared only: the story's place when none was saved with the report. */
  storyNone: string | null;
  /** The story's label as this reader reads it. */
  storyLabel: (label: string) => string;
}

const OWNER_WORDS: ReportWords = {
  audience: 'owner',
  title: 'Your Prioritization Report',
  sections: { ...SECTION_TITLES },
  strengthsTitle: 'Your Strengths',
  growthAreasTitle: 'Your Growth Areas',
  familiesHeading: 'Your four families, out of 45',
  profileSentence: 'Your profile has the shape of',
  noArchetype: 'None of the archetypes fits your profile.',
  noneOfCapabilities: 'None of your capabilities',
  answers: 'your answers',
  firstStep: 'Start here',
  inPlan: 'In your plan',
  howKnow: 'How you will know',
  archetypeLater: (total) => `Your signature archetype appears once your total reaches ${total}.`,
  sharedLead: 'Two or more of your families share the lead, so no single archetype fits.',
  askYourself: 'Ask yourself:',
  overallLevel: 'your overall level',
  verdictOf: (title) => `your ${title} verdict`,
  storyReady: 'Your story is ready.',
  storyFor: null,
  nextStepsFor: null,
  effortLead: EFFORT_NOTE_LEAD,
  effortClosing: EFFORT_NOTE_CLOSING,
  storyNone: null,
  storyLabel: (label) => label,
};

/** The composed story's label, about the results rather than "your results". */
const SHARED_COMPOSED_LABEL = COMPOSED_STORY_LABEL.replace('your results', 'the results');

/** A first name the page can print: trimmed, nothing when empty. */
const nameOf = (voice: ReportVoice) => voice.firstName?.trim() || null;

/** "Ada's", and "James'" for a name ending in s. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

function sharedWords(name: string | null): ReportWords {
  const their = name ? possessive(name) : 'their';
  const Their = name ? possessive(name) : 'Their';
  return {
    audience: 'shared',
    title: name ? `${possessive(name)} Prioritization Report` : 'This Prioritization Report',
    sections: {
      summary: name ? `${possessive(name)} Results in Brief` : 'Results in Brief',
      overall: 'Overall Results',
      glance: 'Scores at a Glance',
      story: `${Their} Prioritization Story`,
      signature: 'Signature Combinations',
      nextSteps: 'Next Steps',
    },
    strengthsTitle: 'Strengths',
    growthAreasTitle: 'Growth Areas',
    familiesHeading: 'The four families, out of 45',
    profileSentence: name
      ? `${possessive(name)} profile has the shape of`
      : 'This profile has the shape of',
    noArchetype: `None of the archetypes fits ${name ? `${possessive(name)} profile` : 'this profile'}.`,
    noneOfCapabilities: name
      ? `None of ${possessive(name)} capabilities`
      : 'None of the capabilities',
    answers: name ? `${possessive(name)} answers` : 'the answers',
    firstStep: `${Their} first step`,
    inPlan: `In ${their} plan`,
    howKnow: 'How it shows',
    archetypeLater: (total) => `A signature archetype appears once the total reaches ${total}.`,
    sharedLead: `Two or more of ${their} families share the lead, so no single archetype fits.`,
    askYourself: `A question for ${name ?? 'them'}:`,
    overallLevel: 'the overall level',
    verdictOf: (title) => `the ${title} verdict`,
    storyReady: 'The story is shown.',
    storyFor: name
      ? `Written for ${name} from ${their} answers.`
      : 'Written for the person who took the assessment, from their answers.',
    nextStepsFor: name
      ? `The steps the report suggests to ${name}.`
      : 'The steps the report suggests to the person who took the assessment.',
    effortLead: `Some answers may not reflect ${name ? `${possessive(name)}` : 'their'} usual habits:`,
    effortClosing: 'The scores are shown as they were given.',
    storyNone: 'No story was saved with this report.',
    storyLabel: (label) => (label === COMPOSED_STORY_LABEL ? SHARED_COMPOSED_LABEL : label),
  };
}

/** The words of the report for its reader. */
export function reportWords(voice: ReportVoice = OWNER_VOICE): ReportWords {
  return voice.audience === 'owner' ? OWNER_WORDS : sharedWords(nameOf(voice));
}
