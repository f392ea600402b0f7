// The one URL check for everything the content service supplies: HTML links and images, rich-text
// link nodes, block buttons and images. Unsafe schemes (javascript:, vbscript:, data: other than
// images, and anything unknown) are dropped.

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function withoutControlCharacters(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) result += char;
  }
  return result;
}

/** The URL when it is safe to put in an href or src, else undefined. Blank gives undefined. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  const compact = withoutControlCharacters(trimmed);
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // No scheme: a relative path, a fragment or a protocol-relative URL. A colon before the first
    // slash would still be read as a scheme by some parsers, so refuse it.
    const beforePath = compact.split(/[/?#]/, 1)[0] ?? '';
    return beforePath.includes(':') ? undefined : trimmed;
  }
  if (SAFE_SCHEMES.has(scheme)) return trimmed;
  if (scheme === 'data' && DATA_IMAGE.test(compact)) return trimmed;
  return undefined;
}

/** True for an absolute https URL: the only kind an embedded chart may load. */
export function isHttpsUrl(url: unknown): url is string {
  if (typeof url !== 'string' || safeUrl(url) === undefined) return false;
  try {
    return new URL(url.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link that stays on this site, so the router can handle it without a page load. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
