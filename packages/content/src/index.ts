// The seed content of the assessment, typed. Data lives in ../data as JSON.
import questionsJson from '../data/questions.json' with { type: 'json' };
import reportTextsJson from '../data/report-texts.json' with { type: 'json' };
import rulesJson from '../data/rules.json' with { type: 'json' };
import type { QuestionRecord, ReportTexts, RuleRecord } from './types';

export type * from './types';

/** The whole bank, including retired (non-_v2_) and Knowing/Gap questions the engine filters out. */
export const questions = questionsJson as QuestionRecord[];
export const rules = rulesJson as RuleRecord[];
export const reportTexts = reportTextsJson as ReportTexts;
