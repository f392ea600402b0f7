// Reading a mail as an SMTP server received it: the link it carries to a page of the site.

/** The text of a raw message with quoted-printable soft line breaks and escapes undone. */
export const decodedMail = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first link in the mail to `path` (e.g. /account/verify-email), with its query; throws if none. */
export function mailedLink(raw: string, path: string): URL {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = decodedMail(raw).match(new RegExp(`https?://[^\\s"<>]+${escaped}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`the mail carries no link to ${path}`);
  return new URL(match[0]);
}
