// Questions: saving refuses an item that breaks the bank's rules (questionProblems of
// @peak/content, the check the bank's own tests run), each problem on its field, naming the rule.
import { OPTION_LENGTH_RATIO, questionProblems } from '@peak/content';
import type { CollectionBeforeValidateHook } from 'payload';
import type { Editorial } from './fields';
import { CONTENT_VERSION_NOTE, refuse } from './shared';

/**
 * Checks the item as it will be stored: on an update, the stored document with the changes, so a
 * change to one field is checked against the others.
 */
export const checkQuestion: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const problems = questionProblems({ ...originalDoc, ...data });
  if (problems.length) refuse('questions', problems);
  return data;
};

export const questionsEditorial: Editorial = (base) => ({
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'questionId',
    defaultColumns: ['questionId', 'capability', 'part', 'scopeLevel', 'text'],
    description:
      'The question bank. Saving refuses an item that breaks the bank\u2019s rules, naming the rule: ' +
      'a _v2_ id, one of the 12 capabilities, five options scored 1-5 once each (1 to 5 in order, ' +
      `5 to 1 on a mirror item) with the longest at most ${OPTION_LENGTH_RATIO} times the shortest; ` +
      'on a Doing item, one behaviour per option, and Team and Organization items worded for anyone ' +
      'unless they offer "This does not happen in my role". ' +
      `Saving a scored question (a _v2_ Doing item) ${CONTENT_VERSION_NOTE}`,
  },
  hooks: {
    ...base.hooks,
    beforeValidate: [...(base.hooks?.beforeValidate ?? []), checkQuestion],
  },
});
