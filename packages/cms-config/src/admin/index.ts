// The admin's own components, named in the collections' configuration by path
// ('@peak/cms-config/admin#RuleFiringRate') and resolved through apps/cms's import map.
export { ReportTextAsserts } from './report-text-asserts';
export { RuleFiringRate } from './rule-firing-rate';
