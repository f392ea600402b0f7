// The 360: groups of raters, sealed batches (no subtraction), the raters' figures, self-other gaps
// beyond their error, the report and its calibration.
export * from './batches';
export * from './calibrate';
export * from './gap';
export * from './groups';
export * from './report';
export * from './scores';
