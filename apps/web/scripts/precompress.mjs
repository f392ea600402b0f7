// Writes brotli and gzip copies of the build's text files, so the server sends them compressed
// without compressing on every request.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './files-under.mjs';

const root = join(process.env.WEB_BUILD_DIR ?? 'dist', 'client');
const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|data)$/;
const MIN_BYTES = 1024;

let files = 0;
for (const { path, name } of filesUnder(root)) {
  if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files in ${root}`);
