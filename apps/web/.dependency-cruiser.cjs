// The web app's import rules, checked by `pnpm --filter @peak/web lint:deps` (run by `npm test`).
// Features are folders under app/features. A feature may import shared modules and another
// feature's public index.ts, never its files; shared modules (components, lib, seo) may import a
// feature's index only. Route modules and root.tsx compose features and may import their files.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: split the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-index',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: {
        path: '^app/features/[^/]+/',
        pathNot: ['^app/features/$1/', '^app/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-through-feature-index',
      comment: 'Shared modules reach a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^app/(components|lib|seo|styles)/' },
      to: { path: '^app/features/', pathNot: '^app/features/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.react-router/|\\+types/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
