// The PDF a report mail carries: the page's own PDF of the report, as base64, when it can be made
// and is within the API's limit; otherwise the mail goes with the link alone, and says why.
import { REPORT_PDF_MAX_BYTES } from '@peak/contracts';
import { base64Of } from './format';

export const PDF_TOO_LARGE = 'the PDF is larger than 1.5 MB';
export const PDF_FAILED = 'the PDF could not be made';

export type Attachment = { pdf: string } | { missing: string };

export async function attachmentOf(preparePdf: () => Promise<ArrayBuffer>): Promise<Attachment> {
  let bytes: ArrayBuffer;
  try {
    bytes = await preparePdf();
  } catch (error) {
    console.error('Failed to make the PDF for the mail', error);
    return { missing: PDF_FAILED };
  }
  if (bytes.byteLength > REPORT_PDF_MAX_BYTES) return { missing: PDF_TOO_LARGE };
  return { pdf: base64Of(bytes) };
}

/** What the page says once the mail is on its way. */
export const sentText = (email: string, attachment: Attachment) =>
  'missing' in attachment
    ? `Sent to ${email}, with the link only: ${attachment.missing}.`
    : `Sent to ${email}.`;
