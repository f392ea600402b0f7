// What each capability gives a reader when it is strong and costs them when it lags, as phrases
// the story joins ("X gives you ...; with Y behind it, ..."), so the story interprets how the
// reader's habits go together instead of repeating the cards.
import type { CapabilityName, FamilyName } from '../model/capabilities';

export const GIVES: Record<CapabilityName, string> = {
  'Clarity of Focus': 'a short, clear list of what comes first',
  'Avoidance & Activation': 'a readiness to start on the hard work',
  'Outcome Reflection': 'the habit of checking what your work achieved',
  'Situational Awareness': 'an accurate read of capacity, constraints and signals',
  'Conceptual Precision': 'goals that everyone can check',
  'Cost of Delay Thinking': 'a sense of what each week of waiting costs',
  'Stakeholder Intelligence': 'the right people involved early',
  'Cultural Reinforcement': 'norms that others pick up from you',
  'Tradeoff Intelligence': 'tradeoffs said out loud',
  'Rhythm & Ritual': 'a regular moment to reset priorities',
  'Process Discipline': 'requests that go through an agreed route',
  'Tool Fluency': 'a method that suits the decision',
};

export const COSTS: Record<CapabilityName, string> = {
  'Clarity of Focus': 'several things compete for first place and effort spreads thin',
  'Avoidance & Activation': 'the work you would rather avoid waits until a deadline forces it',
  'Outcome Reflection':
    'finished work is rarely checked, so the same choices repeat whether they paid off or not',
  'Situational Awareness': 'priorities are set on an old picture of the situation',
  'Conceptual Precision': 'people agree on a priority while meaning different things by it',
  'Cost of Delay Thinking': 'the items that get more expensive every week can end up last',
  'Stakeholder Intelligence':
    'the people affected hear about priorities once they are hard to change',
  'Cultural Reinforcement':
    'the habits you value stay personal instead of becoming how the team works',
  'Tradeoff Intelligence': 'what a choice gives up surfaces later, as a surprise to someone',
  'Rhythm & Ritual': 'priorities drift between the moments something forces a review',
  'Process Discipline': 'the loudest or latest request tends to win',
  'Tool Fluency': 'every decision is made the same way, whatever its size',
};

/** What each family is about, completing "... comes more easily to you than ...". */
export const FAMILY_GIST: Record<FamilyName, string> = {
  'Motivational Activation': 'driving your own focus and follow-through',
  'Contextual Awareness': 'reading the situation and defining what matters',
  'Relational Navigation': 'bringing people along and naming tradeoffs',
  'Execution Rhythms': 'keeping priorities alive through rhythm, process and tools',
};
