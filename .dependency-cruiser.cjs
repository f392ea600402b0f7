// The workspace's import rules, checked by `pnpm lint:imports` (run by `npm test`). Apps depend on
// packages, never on each other (the create-t3-turbo rule: apps/* -> packages/*); no folder depends
// on a folder that depends back on it. apps/web keeps its own finer rules for features.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-an-app',
      comment:
        'An app reaches shared code through a package (packages/*), never through another app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-package-imports-an-app',
      comment: 'Packages are below the apps: they never import one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Two folders that import each other are one concern, or want a third folder for what they share.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|artifacts|\\.react-router|\\.data)/|\\+types/|\\.d\\.ts$',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
    },
  },
};
