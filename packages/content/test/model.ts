// The 12 capabilities and 4 families as the content must name them (the engine's model, restated
// here because content is data and depends on nothing).
export const CAPABILITIES = [
  'Clarity of Focus',
  'Avoidance & Activation',
  'Outcome Reflection',
  'Situational Awareness',
  'Conceptual Precision',
  'Cost of Delay Thinking',
  'Stakeholder Intelligence',
  'Cultural Reinforcement',
  'Tradeoff Intelligence',
  'Rhythm & Ritual',
  'Process Discipline',
  'Tool Fluency',
] as const;

export const FAMILIES = [
  'Motivational Activation',
  'Contextual Awareness',
  'Relational Navigation',
  'Execution Rhythms',
] as const;
