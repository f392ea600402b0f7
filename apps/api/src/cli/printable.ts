// Text from visitors, made safe for a terminal: control characters (escape sequences that could
// move the cursor, retitle the window or hide lines) are shown as \u001b-style escapes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export const printable = (text: string): string =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Printable, with line breaks kept (indented under the message header). */
export const printableMessage = (text: string): string =>
  printable(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '\n  ');
