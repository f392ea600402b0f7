// The report's explanatory texts, read from the content service (built from its entries by
// @peak/report-pdf, which the API's emailed PDF shares); and the framework text.
import {
  CONTENT_TYPES,
  type ReportTexts,
  reportTextsFrom,
  text,
} from '@peak/report-pdf/report-texts';
import { contentClient } from '../../lib/content';

export {
  type BandTexts,
  BUILT_IN_INTRODUCTION,
  type CapabilityTexts,
  CONTENT_TYPES,
  type FamilyTexts,
  type ReportTexts,
  reportTextsFrom,
} from '@peak/report-pdf/report-texts';

/** The framework text ("Prioritization Capabilities") has its own loading and failure states. */
export type FrameworkText =
  | { status: 'loading' }
  | { status: 'ready'; title?: string; text: string }
  | { status: 'unavailable' };

let textsRequest: Promise<ReportTexts> | undefined;

/**
 * Loads every report text once per page, in one request (twelve at once cost the page a long task
 * of fetch calls); when it fails, the texts are missing and the report shows its scores without them.
 */
export function loadReportTexts(): Promise<ReportTexts> {
  textsRequest ??= contentClient()
    .content.byTypes(CONTENT_TYPES)
    .catch((error: unknown) => {
      console.error('Failed to fetch content by type', error);
      return [];
    })
    .then(reportTextsFrom);
  return textsRequest;
}

let frameworkRequest: Promise<FrameworkText> | undefined;

export function loadFrameworkText(): Promise<FrameworkText> {
  frameworkRequest ??= contentClient()
    .staticContent.byType('model_overview')
    .then((docs): FrameworkText => {
      const doc = docs.find((d) => text(d.content));
      return doc
        ? { status: 'ready', title: text(doc.title), text: doc.content as string }
        : { status: 'unavailable' };
    })
    .catch((error: unknown): FrameworkText => {
      console.error('CMS connection failed - no static content available', error);
      frameworkRequest = undefined;
      return { status: 'unavailable' };
    });
  return frameworkRequest;
}
