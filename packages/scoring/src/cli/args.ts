// Parses the score command line into a plan. Pure: no I/O.
import { STANDARD_POPULATION } from '../calibrate/simulate';

export const USAGE = `usage: score <responses.json> [--pretty] [--rules FILE] [--questions FILE] [--role ROLE]
       score compare <earlier.json> <later.json> [--json] [--rules FILE] [--questions FILE] [--role ROLE]
       score batch <profiles.jsonl> [--rules FILE] [--questions FILE]
       score calibrate [--respondents N] [--seed N] [--rules FILE] [--questions FILE]
       score questions [--questions FILE]

  <responses.json>  a JSON array of {questionId, doing} or an object mapping questionId to 1-5
  compare           scores two responses files (an earlier and a later take) and prints, for every
                    capability, family and the total, whether it rose or fell by more than a retake
                    of the same person can move it (reliable change, default reliability figures)
                    and its level, what moved in the report, and the comparison as the site tells
                    it: what changed most, then what rose, fell and stayed within the noise
  batch             one {id, responses, role?, durationsMs?} per input line; one results object
                    (with its id) per output line
  calibrate         simulated respondents through the whole pipeline: rule firing rates, findings
                    per report, archetype coverage, retest stability, careless-answering detection
  --pretty          a human summary instead of the full results JSON
  --json            compare: the comparison and its sentences as JSON instead of the table
  --rules FILE      rules to use instead of the bundled ones (JSON array)
  --questions FILE  question bank to use instead of the bundled one (JSON array)
  --role ROLE       individual-contributor, manager or senior-leader
  --respondents N   how many realistic respondents to simulate (default 5000)
  --seed N          the simulation's seed (default fixed, so runs repeat)`;

export interface Plan {
  command: 'score' | 'compare' | 'questions' | 'batch' | 'calibrate' | 'help';
  responsesFile?: string;
  /** compare: the earlier and the later responses file. */
  fromFile?: string;
  toFile?: string;
  batchFile?: string;
  rulesFile?: string;
  questionsFile?: string;
  role?: string;
  respondents: number;
  seed?: number;
  pretty: boolean;
  json: boolean;
}

const VALUE_FLAGS = {
  '--rules': 'rulesFile',
  '--questions': 'questionsFile',
  '--role': 'role',
  '--respondents': 'respondents',
  '--seed': 'seed',
} as const;

const NUMBER_FLAGS = new Set(['--respondents', '--seed']);
const MAX_RESPONDENTS = 1_000_000;

export function parseArgs(argv: readonly string[]): Plan | { error: string } {
  const plan: Plan = {
    command: 'score',
    pretty: false,
    json: false,
    respondents: STANDARD_POPULATION.respondents,
  };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { ...plan, command: 'help' };
    if (arg === '--pretty') plan.pretty = true;
    else if (arg === '--json') plan.json = true;
    else if (Object.hasOwn(VALUE_FLAGS, arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
      const key = VALUE_FLAGS[arg as keyof typeof VALUE_FLAGS];
      if (NUMBER_FLAGS.has(arg)) {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > MAX_RESPONDENTS)
          return { error: `${arg} takes a whole number from 1 to ${MAX_RESPONDENTS}` };
        (plan as unknown as Record<string, number>)[key] = n;
      } else (plan as unknown as Record<string, string>)[key] = value;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else positional.push(arg);
  }
  const [first, second, third] = positional;
  // Only compare prints a table by default; the score command's JSON is its default already.
  if (plan.json && first !== 'compare') return { error: '--json is an option of compare' };
  if (first === 'compare') {
    if (positional.length !== 3) return { error: 'compare takes two responses files' };
    if (plan.json && plan.pretty) return { error: 'compare takes --json or --pretty, not both' };
    return { ...plan, command: 'compare', fromFile: second as string, toFile: third as string };
  }
  if (first === 'calibrate' && positional.length === 1) return { ...plan, command: 'calibrate' };
  if (first === 'batch') {
    if (positional.length !== 2) return { error: 'batch takes one .jsonl file' };
    return { ...plan, command: 'batch', batchFile: second as string };
  }
  if (positional.length !== 1) return { error: 'expected one responses file, or "questions"' };
  if (first === 'questions') return { ...plan, command: 'questions' };
  return { ...plan, responsesFile: first as string };
}
