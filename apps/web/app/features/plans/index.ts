// The plans feature's public surface for other features: the dashboard's My Plan, the saved
// report's "Make this my plan", where a save goes when it is a plan's retake, and the plan a
// comparison opens with.
export { MakePlanLink, PlanPrompt } from './make-plan-link';
export { MyPlan } from './my-plan';
export { PlannedChange } from './planned-change';
export { retakeComparisonPath } from './retake';
