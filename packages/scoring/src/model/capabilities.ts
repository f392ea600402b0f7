// The 12 capabilities, their 4 families and the two cross-cutting groupings of the specification.

export type FamilyName =
  | 'Motivational Activation'
  | 'Contextual Awareness'
  | 'Relational Navigation'
  | 'Execution Rhythms';

export type CapabilityName =
  | 'Clarity of Focus'
  | 'Avoidance & Activation'
  | 'Outcome Reflection'
  | 'Situational Awareness'
  | 'Conceptual Precision'
  | 'Cost of Delay Thinking'
  | 'Stakeholder Intelligence'
  | 'Cultural Reinforcement'
  | 'Tradeoff Intelligence'
  | 'Rhythm & Ritual'
  | 'Process Discipline'
  | 'Tool Fluency';

export type ScopeLevel = 'Individual' | 'Team' | 'Organization';
export type Group = 'Self' | 'System';
export type Orientation = 'Sense & Align' | 'Activate & Execute';

export interface Capability {
  readonly name: CapabilityName;
  /** The identifier rule logic uses for this capability's normalised score. */
  readonly key: string;
  readonly family: FamilyName;
  readonly group: Group;
}

export interface Family {
  readonly name: FamilyName;
  /** The identifier rule logic uses for this family's total. */
  readonly key: string;
  readonly colour: string;
  readonly orientation: Orientation;
  readonly capabilities: readonly CapabilityName[];
}

export const FAMILIES: readonly Family[] = [
  {
    name: 'Motivational Activation',
    key: 'motivationalActivation',
    colour: '#c2410c',
    orientation: 'Activate & Execute',
    capabilities: ['Clarity of Focus', 'Avoidance & Activation', 'Outcome Reflection'],
  },
  {
    name: 'Contextual Awareness',
    key: 'contextualAwareness',
    colour: '#1d4ed8',
    orientation: 'Sense & Align',
    capabilities: ['Situational Awareness', 'Conceptual Precision', 'Cost of Delay Thinking'],
  },
  {
    name: 'Relational Navigation',
    key: 'relationalNavigation',
    colour: '#047857',
    orientation: 'Sense & Align',
    capabilities: ['Stakeholder Intelligence', 'Cultural Reinforcement', 'Tradeoff Intelligence'],
  },
  {
    name: 'Execution Rhythms',
    key: 'executionRhythms',
    colour: '#7e22ce',
    orientation: 'Activate & Execute',
    capabilities: ['Rhythm & Ritual', 'Process Discipline', 'Tool Fluency'],
  },
];

const SELF_GROUP: readonly CapabilityName[] = [
  'Situational Awareness',
  'Conceptual Precision',
  'Cost of Delay Thinking',
  'Clarity of Focus',
  'Avoidance & Activation',
  'Outcome Reflection',
];

const KEYS: Record<CapabilityName, string> = {
  'Clarity of Focus': 'clarityOfFocus',
  'Avoidance & Activation': 'avoidanceActivation',
  'Outcome Reflection': 'outcomeReflection',
  'Situational Awareness': 'situationalAwareness',
  'Conceptual Precision': 'conceptualPrecision',
  'Cost of Delay Thinking': 'costOfDelayThinking',
  'Stakeholder Intelligence': 'stakeholderIntelligence',
  'Cultural Reinforcement': 'culturalReinforcement',
  'Tradeoff Intelligence': 'tradeoffIntelligence',
  'Rhythm & Ritual': 'rhythmRitual',
  'Process Discipline': 'processDiscipline',
  'Tool Fluency': 'toolFluency',
};

export const CAPABILITIES: readonly Capability[] = FAMILIES.flatMap((family) =>
  family.capabilities.map((name) => ({
    name,
    key: KEYS[name],
    family: family.name,
    group: SELF_GROUP.includes(name) ? ('Self' as const) : ('System' as const),
  })),
);

/** The fixed display order of the specification. */
export const DISPLAY_ORDER: readonly CapabilityName[] = [
  'Situational Awareness',
  'Rhythm & Ritual',
  'Clarity of Focus',
  'Process Discipline',
  'Stakeholder Intelligence',
  'Avoidance & Activation',
  'Cost of Delay Thinking',
  'Tool Fluency',
  'Conceptual Precision',
  'Cultural Reinforcement',
  'Tradeoff Intelligence',
  'Outcome Reflection',
];

export const SCOPE_LEVELS: readonly ScopeLevel[] = ['Individual', 'Team', 'Organization'];

const BY_NAME = new Map<string, Capability>(CAPABILITIES.map((c) => [c.name, c]));
const FAMILY_BY_NAME = new Map<string, Family>(FAMILIES.map((f) => [f.name, f]));

export function capabilityByName(name: string): Capability | undefined {
  return BY_NAME.get(name);
}

export function familyByName(name: string): Family | undefined {
  return FAMILY_BY_NAME.get(name);
}

export function isCapabilityName(name: string): name is CapabilityName {
  return BY_NAME.has(name);
}
