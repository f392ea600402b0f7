// Where things are: the repository's root, from this folder (plain Node, so the size-limit
// configuration can import it).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
