// Builds app/islands/entry.client.tsx as its own chunk of the client build and lets the page
// templates name it: `virtual:islands-entry` is its address (the source file's in development).
// The client build writes islands.json beside the client folder (not served): the entry's file
// and each island part's, for the pages (React Router builds them after the client, in another
// Vite build) and for the script budgets.
// The entry loads each part without preloading the part's imports: Vite's preload helper would
// insert a modulepreload link per import (12-29 ms of appends in CPU profiles), and their modules,
// arriving together, made one long task in Lighthouse. Without it each module loads as imported.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:islands-entry';
const RESOLVED = `\0${ID}`;
const ENTRY = 'app/islands/entry.client.tsx';
const PART = /^app\/islands\/parts\/([^/]+)\.tsx$/;
// The entry's built file, named by emitFile's `name` below.
const ENTRY_FILE = /(^|\/)islands-[\w-]+\.js$/;

interface IslandsManifest {
  entry: string;
  parts: Record<string, string>;
}

const islandsManifestPath = (clientDir: string) => join(dirname(clientDir), 'islands.json');

export function islandsEntry(clientDir: string): Plugin {
  let reference: string | undefined;
  return {
    name: 'peak:islands-entry',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId }) => (ENTRY_FILE.test(hostId) ? [] : deps),
        },
      },
    }),
    buildStart() {
      if (this.environment.name === 'client' && this.environment.mode === 'build')
        reference = this.emitFile({ type: 'chunk', id: ENTRY, name: 'islands' });
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client' || !reference) return;
      const parts: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const name = PART.exec(relative(this.environment.config.root, chunk.facadeModuleId));
        if (name?.[1]) parts[name[1]] = chunk.fileName;
      }
      const manifest: IslandsManifest = { entry: this.getFileName(reference), parts };
      mkdirSync(dirname(islandsManifestPath(clientDir)), { recursive: true });
      writeFileSync(islandsManifestPath(clientDir), JSON.stringify(manifest, null, 2));
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      // Only pages rendered at build time name the built file; the browser never renders the tag.
      if (this.environment.mode !== 'build' || this.environment.name === 'client')
        return `export default ${JSON.stringify(`/${ENTRY}`)};`;
      const path = resolve(islandsManifestPath(clientDir));
      const { entry } = JSON.parse(readFileSync(path, 'utf8')) as IslandsManifest;
      return `export default ${JSON.stringify(`/${entry}`)};`;
    },
  };
}
