// The team report's rules and texts: the bundled content (packages/content), read once.
import { teamRules, teamTexts } from '@peak/content/teams';
import type { Rule, TeamTexts } from '@peak/scoring';

let content: { rules: Rule[]; texts: TeamTexts } | undefined;

export function teamContent() {
  content ??= {
    rules: (teamRules as unknown as Rule[]).filter((r) => r.enabled),
    texts: teamTexts as unknown as TeamTexts,
  };
  return content;
}
