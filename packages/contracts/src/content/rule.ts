import { z } from '../zod';
import { documentIdSchema, optionalText } from './shared';

const optionalList = z.array(z.string()).nullish();

/** An interpretation rule (specification 001 §3). Loose: the scoring package validates logic. */
export const ruleSchema = z.looseObject({
  id: documentIdSchema,
  name: z.string(),
  type: optionalText,
  category: optionalText,
  flag: optionalText,
  tags: optionalList,
  enabled: z.boolean().nullish(),
  logic: optionalText,
  priority: z.number().nullish(),
  severity: optionalText,
  narrative_mode: optionalText,
  narrative_content: optionalText,
  expanded_narrative: optionalText,
  why: optionalText,
  actions: optionalList,
  scope: optionalText,
  capabilities: optionalList,
  family: optionalText,
  roles: optionalList,
  impact_layers: optionalList,
  action: optionalText,
  output_type: optionalText,
  confidence: z.number().nullish(),
});
export type Rule = z.infer<typeof ruleSchema>;
