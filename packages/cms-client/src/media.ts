// Media URLs from the content service are absolute or relative to it (e.g. /api/media/file/x.png).

/** Any scheme (`https:`, `data:`, `blob:`) or a protocol-relative `//host` needs no base. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Resolves a media URL against the content service base. With an empty base (the browser on the
 * same origin) relative URLs stay relative. Blank or missing URLs give undefined.
 */
export function resolveMediaUrl(url: string | null | undefined, base = ''): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (ABSOLUTE_URL.test(trimmed) || base === '') return trimmed;
  const root = base.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? `${root}${trimmed}` : `${root}/${trimmed}`;
}
