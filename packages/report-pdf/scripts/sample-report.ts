// A sample report, the same golden fixture the page tests read, for the scripts that write or
// inspect a report PDF from the command line.
import { readFileSync } from 'node:fs';
import { contentEntries, reportTexts } from '@peak/content';
import { composeStory } from '@peak/scoring';
import { type PdfReport, reportTextsFrom } from '../src/report';

export const sampleOptions = {
  texts: reportTextsFrom(contentEntries(reportTexts)),
  brand: 'Peak Partners',
  timeZone: 'UTC',
};

export function sampleReport(name = 'mixed-reader'): PdfReport {
  const url = new URL(`../../scoring/fixtures/${name}.json`, import.meta.url);
  const { expected } = JSON.parse(readFileSync(url, 'utf8'));
  return {
    ...expected,
    story: composeStory(expected),
    storyLabel: 'Written from your results by our own writer.',
    userName: 'Ada Lovelace',
    timestamp: '2026-11-21T10:04:00.000Z',
  };
}
