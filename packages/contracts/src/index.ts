// The contracts between the browser, the API and the content service.

export * from './account';
export * from './assessment';
export * from './auth';
export * from './clerk';
export * from './contact';
export * from './content';
export * from './errors';
export * from './feedback';
export * from './funnel';
export * from './leads';
export * from './names';
export * from './plans';
export * from './responses';
export * from './sharing';
export * from './teams';
