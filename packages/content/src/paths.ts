// Where the bundled media files live on disk (served by the API at /api/media/file/{name}).
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));
