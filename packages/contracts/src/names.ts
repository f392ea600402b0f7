// A person's name, wherever one enters (sign-up, the contact form, a review request): one rule, so
// no path lets a line break or a terminal escape into a mail header, a CSV row or a log line.
import { z } from './zod';

/**
 * C0 and C1 control characters (CR and LF among them), DEL, and the Unicode line and paragraph
 * separators, which some mail clients and editors also read as a new line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A person's name (or one part of it), trimmed: `label` names the field in messages ("first name",
 * "name"), `max` is its length in characters.
 */
export const personName = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`)
    .refine(
      (v) => !CONTROL_CHARACTERS.test(v),
      `${label[0]?.toUpperCase()}${label.slice(1)} must not contain line breaks or control characters.`,
    );
