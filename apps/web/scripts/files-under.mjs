// Every file under a folder, depth first: what the build's post-processing steps walk.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield { path, name };
  }
}
