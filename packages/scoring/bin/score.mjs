#!/usr/bin/env node
// The `score` command of an installed workspace. It runs the built CLI; this file exists before
// the build does, so installing the workspace can link it.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    'score: the CLI is not built yet; run `pnpm --filter @peak/scoring build` (or use `pnpm score`)',
  );
  process.exit(1);
}
await import(cli.href);
