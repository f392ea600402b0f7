// Observer items (the 360's form of the bank): saving refuses an item that breaks the observer
// rules (observerItemProblems of @peak/content, the check the content's own tests run), each
// problem on its field, naming the rule. The bank it is checked against is the CMS's own
// questions, as stored, so an item follows its self item as editors change it.
import { randomUUID } from 'node:crypto';
import {
  NOT_SEEN,
  OBSERVER_ID_SUFFIX,
  OBSERVER_ITEMS_SPEC,
  type ObserverBank,
  type ObserverItem,
  OPTION_LENGTH_RATIO,
  observerFormProblems,
  observerItemProblems,
} from '@peak/content';
import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  Field,
  PayloadRequest,
} from 'payload';
import { isEditor, type ReadAccess } from '../collections/from-specs';
import type { Editorial } from './fields';
import { refuse } from './shared';

/** The bank as the CMS holds it: every stored question, read in the save's own transaction. */
async function storedBank(req: PayloadRequest): Promise<ObserverBank> {
  const { docs } = await req.payload.find({
    collection: 'questions',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs as ObserverBank;
}

/** The other stored observer items of the same self item: one self item has one observer item. */
async function othersOfTheSameItem(
  req: PayloadRequest,
  item: ObserverItem,
  id: unknown,
): Promise<ObserverItem[]> {
  if (typeof item.questionId !== 'string') return [];
  const { docs } = await req.payload.find({
    collection: OBSERVER_ITEMS_SPEC.slug,
    where: {
      and: [
        { questionId: { equals: item.questionId } },
        ...(id !== undefined && id !== null ? [{ id: { not_equals: id } }] : []),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs as ObserverItem[];
}

/**
 * Checks the item as it will be stored: on an update, the stored document with the changes, so a
 * change to one field is checked against the others; and against the stored observer items, so a
 * self item never gets a second one.
 */
export const checkObserverItem: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const item: ObserverItem & { id?: unknown } = { ...originalDoc, ...data };
  const bank = await storedBank(req);
  const others = await othersOfTheSameItem(req, item, originalDoc?.id ?? item.id);
  const problems = [
    ...observerItemProblems(item, bank),
    // The form's own rule, for this item's self item only: a form still being written may lack others.
    ...observerFormProblems(
      [item, ...others],
      bank.filter((q) => q.questionId === item.questionId),
    ),
  ];
  if (problems.length) refuse(OBSERVER_ITEMS_SPEC.slug, problems);
  return data;
};

/**
 * The observer items' collection, from the content's fields (OBSERVER_ITEMS_SPEC), read and changed
 * as the content collections are (payloadCollections).
 */
export const observerItemsCollection = (read: ReadAccess): CollectionConfig => ({
  slug: OBSERVER_ITEMS_SPEC.slug,
  fields: [
    { name: 'id', type: 'text', defaultValue: () => randomUUID(), admin: { hidden: true } },
    ...OBSERVER_ITEMS_SPEC.fields.map((spec) => ({ name: spec.name, type: spec.type }) as Field),
  ],
  access: {
    read: ({ req }) => (req.user ? true : read !== 'private'),
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
});

export const observerItemsEditorial: Editorial = (base) => ({
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'itemId',
    defaultColumns: ['itemId', 'capability', 'text'],
    description:
      'The observer form of the bank, for a 360: one item for each scored question (a _v2_ Doing ' +
      'item), asked of the people who work with someone about what they have seen. Saving refuses ' +
      'an item that breaks its rules, naming the rule: the questionId of a current scored question ' +
      `and the itemId made from it ("${OBSERVER_ID_SUFFIX}" after it), that question's capability, ` +
      'no second item for the same question, five options scored 1-5 once each in the ' +
      `question's order with the longest at most ${OPTION_LENGTH_RATIO} times the shortest, one ` +
      'behaviour per option, a question about "this person" in the third person (no I, my, we or ' +
      'you), worded for any rater (a manager, a peer, a direct report or anyone else) and for ' +
      `anyone rated, and "${NOT_SEEN}" offered.`,
  },
  hooks: {
    ...base.hooks,
    beforeValidate: [...(base.hooks?.beforeValidate ?? []), checkObserverItem],
  },
});
