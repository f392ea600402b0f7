// What the guards of rules, questions and report texts share: a field added after another, the
// note on the content version, how an item's problems become Payload's field errors, and the
// parser's messages as an editor reads them. (Reshaping fields by name: ./fields.)
import { type Field, ValidationError } from 'payload';

/** The fields with `added` inserted right after the one named `name` (at the end without it). */
export function insertAfter(fields: readonly Field[], name: string, added: Field): Field[] {
  const at = fields.findIndex((field) => 'name' in field && field.name === name);
  return at < 0 ? [...fields, added] : [...fields.slice(0, at + 1), added, ...fields.slice(at + 1)];
}

/**
 * What such a save does to visitors, on the collections the content version is made from (the
 * scored questions and the live rules, `contentVersion` of @peak/scoring).
 */
export const CONTENT_VERSION_NOTE =
  'changes the content version: visitors who loaded the assessment before it get the message ' +
  'asking them to reload the page when they save their result.';

/** An item's problems, each on its field, as the error Payload answers a save with (400). */
export function refuse(
  collection: string,
  problems: ReadonlyArray<{ field: string; message: string }>,
): never {
  throw new ValidationError({
    collection,
    errors: problems.map(({ field, message }) => ({ path: field, message })),
  });
}

/**
 * A message of the rule language's parser as an editor reads it: a sentence, its position (an
 * offset from 0 in the parser's words) as a column counted from 1.
 */
export function parserMessage(error: string): string {
  const sentence = error.replace(/ at (\d+)\b/, (_, at: string) => ` at column ${Number(at) + 1}`);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
