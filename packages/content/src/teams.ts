// The team report's content: team rules (read against team figures, see teamScope in
// @peak/scoring) and the texts of its agenda. A module of its own: only the API reads it.
import teamRulesJson from '../data/team-rules.json' with { type: 'json' };
import teamTextsJson from '../data/team-texts.json' with { type: 'json' };
import type { RuleRecord } from './types';

export const teamRules = teamRulesJson as RuleRecord[];
export const teamTexts = teamTextsJson;
