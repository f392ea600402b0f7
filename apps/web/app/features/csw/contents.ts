// The article's top-level sections, in reading order: the table of contents and the section ids.
export const SECTIONS = {
  introduction: 'Introduction',
  slidingWindows: 'Windows that slide',
  collapsingOptions: 'Options that collapse as commitment approaches',
  proactiveAction: 'Proactive action strategies',
  monitoringRhythm: 'Monitoring on a rhythm',
  signals: 'Three sources of signal',
  workedExample: 'Worked example: entering a new market',
  failurePatterns: 'Five failure patterns',
  gettingStarted: 'Getting started',
  conclusion: 'Conclusion',
  references: 'References',
  appendices: 'Appendices: CSW and related methods',
  aboutTheAuthors: 'About the Authors',
} as const;

export type SectionKey = keyof typeof SECTIONS;

/** The anchor for a section: its key in kebab case, e.g. slidingWindows becomes sliding-windows. */
export const sectionId = (key: SectionKey) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const CONTENTS = (Object.keys(SECTIONS) as SectionKey[]).map((key) => ({
  id: sectionId(key),
  title: SECTIONS[key],
}));
