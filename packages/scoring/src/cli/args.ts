// Parses the score command line into a plan. Pure: no I/O.

export const USAGE = `usage: score <responses.json> [--pretty] [--rules FILE] [--questions FILE] [--role ROLE]
       score questions [--questions FILE]

  <responses.json>  a JSON array of {questionId, doing} or an object mapping questionId to 1-5
  --pretty          a human summary instead of the full results JSON
  --rules FILE      rules to use instead of the bundled ones (JSON array)
  --questions FILE  question bank to use instead of the bundled one (JSON array)
  --role ROLE       the reader's role, for rules restricted to roles`;

export interface Plan {
  command: 'score' | 'questions' | 'help';
  responsesFile?: string;
  rulesFile?: string;
  questionsFile?: string;
  role?: string;
  pretty: boolean;
}

const VALUE_FLAGS = {
  '--rules': 'rulesFile',
  '--questions': 'questionsFile',
  '--role': 'role',
} as const;

export function parseArgs(argv: readonly string[]): Plan | { error: string } {
  const plan: Plan = { command: 'score', pretty: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { ...plan, command: 'help' };
    if (arg === '--pretty') plan.pretty = true;
    else if (Object.hasOwn(VALUE_FLAGS, arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
      plan[VALUE_FLAGS[arg as keyof typeof VALUE_FLAGS]] = value;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else positional.push(arg);
  }
  if (positional.length !== 1) return { error: 'expected one responses file, or "questions"' };
  if (positional[0] === 'questions') return { ...plan, command: 'questions' };
  return { ...plan, responsesFile: positional[0] as string };
}
