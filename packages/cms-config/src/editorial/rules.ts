// Rules: their logic is checked on save by the engine's own compiler (the expression parser and the
// variables rule logic may name, @peak/scoring), and the admin shows how often a rule fires on the
// standard simulated population, read from POST /api/rules/firing-rate.
import {
  EXPRESSION_MAX_LENGTH,
  RULE_VARIABLES,
  type Rule,
  ruleExpression,
  scaleOf,
} from '@peak/scoring';
import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { isEditor } from '../collections/from-specs';
import { type Editorial, reshape, withAdmin } from './fields';
import { firingRate } from './firing-rate';
import { CONTENT_VERSION_NOTE, insertAfter, parserMessage } from './shared';

/**
 * The engine's verdict on an error, as an editor reads it: the parser's message with its position
 * as a column (from 1), or the unknown variables with those a rule may name.
 */
export function explainLogicError(error: string): string {
  const unknown = /^unknown name (.+)$/.exec(error);
  if (unknown) {
    const names = unknown[1] as string;
    const many = names.includes(', ');
    return `Unknown variable${many ? 's' : ''} ${names}: rule logic may name ${[...RULE_VARIABLES].join(', ')}.`;
  }
  return parserMessage(error);
}

/** What is wrong with a rule's logic, as the engine compiles it, or null when it is a condition it can run. */
export function logicProblem(logic: unknown): string | null {
  if (typeof logic !== 'string' || logic.trim() === '')
    return 'A rule needs its logic: a condition over the reader\u2019s scores, e.g. stakeholderIntelligence <= 3 and processDiscipline >= 4.5.';
  // The compiler reads the logic alone; the rest of the rule is not needed to judge it.
  const compiled = ruleExpression({ logic } as Rule);
  return compiled.ok ? null : explainLogicError(compiled.error);
}

/** The variables grouped by the range they read, e.g. "total (36-180)". */
function variablesByScale(): string {
  const groups = new Map<string, string[]>();
  for (const name of RULE_VARIABLES) {
    const { min, max } = scaleOf(name);
    const range = `${min}-${max}`;
    groups.set(range, [...(groups.get(range) ?? []), name]);
  }
  return [...groups].map(([range, names]) => `${names.join(', ')} (${range})`).join('; ');
}

const LOGIC_DESCRIPTION =
  'A condition in the rule language over the reader\u2019s scores (and, or, not, < <= > >= == !=, + - * /, ' +
  `min, max, avg, abs, count): ${variablesByScale()}. Checked on save by the scoring engine.`;

/** The body of POST /api/rules/firing-rate: what decides whom a rule fires for. */
export const FiringRateBody = z.strictObject({
  logic: z.string().max(EXPRESSION_MAX_LENGTH),
  type: z.string().max(40).nullish(),
  roles: z.array(z.string().max(60)).max(10).nullish(),
});

/** More than any body of the schema above can be. */
const MAX_BODY_BYTES = 16 * 1024;

const answer = (status: number, body: unknown) => Response.json(body, { status });
const failure = (status: number, message: string) => answer(status, { errors: [{ message }] });

/** The body as JSON within its size, or the answer that refuses it. */
async function readBody(req: PayloadRequest): Promise<{ body: unknown } | Response> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return failure(413, 'The body is too large.');
  let text: string;
  try {
    text = (await req.text?.()) ?? '';
  } catch {
    return failure(400, 'The body could not be read.');
  }
  if (text.length > MAX_BODY_BYTES) return failure(413, 'The body is too large.');
  try {
    return { body: JSON.parse(text) };
  } catch {
    return failure(400, 'The body must be JSON: {"logic": "..."}.');
  }
}

/**
 * POST /api/rules/firing-rate `{logic, type?, roles?}`: how often that logic fires on the standard
 * simulated population. Editors only (401 without a user, 403 for a reader); 400 with the
 * parser's message for logic that does not compile, and for any body that is not of this shape.
 */
export const firingRateEndpoint: Endpoint = {
  path: '/firing-rate',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return failure(401, 'You must be logged in to make this request.');
    if (!isEditor({ req })) return failure(403, 'You are not allowed to perform this action.');
    const read = await readBody(req);
    if (read instanceof Response) return read;
    const parsed = FiringRateBody.safeParse(read.body);
    if (!parsed.success)
      return failure(
        400,
        parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
          .join('; '),
      );
    const problem = logicProblem(parsed.data.logic);
    if (problem) return failure(400, problem);
    return answer(200, firingRate(parsed.data));
  },
};

export const rulesEditorial: Editorial = (base) => ({
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'enabled', 'logic', 'polarity', 'updatedAt'],
    description:
      'The rules that find patterns and archetypes in a reader\u2019s scores. The logic is checked ' +
      'when you save, and the firing rate below shows how many simulated readers it fires for. ' +
      `Saving a live rule (enabled), or switching one on or off, ${CONTENT_VERSION_NOTE}`,
  },
  fields: insertAfter(
    reshape(base.fields, {
      logic: withAdmin(
        { description: LOGIC_DESCRIPTION },
        { validate: (value: unknown) => logicProblem(value) ?? true },
      ),
    }),
    'logic',
    {
      name: 'firingRate',
      type: 'ui',
      admin: { components: { Field: '@peak/cms-config/admin#RuleFiringRate' } },
    },
  ),
  endpoints: [...(Array.isArray(base.endpoints) ? base.endpoints : []), firingRateEndpoint],
});
