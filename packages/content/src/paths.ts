// Where the bundled media files live on disk (served by the API at /api/media/file/{name}).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL('../media', import.meta.url)`: bundlers (the CMS's Next.js) read that as an asset.
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
