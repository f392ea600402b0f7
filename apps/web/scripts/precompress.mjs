// Writes brotli and gzip copies of the build's text files, so the server sends them compressed
// without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(process.env.WEB_BUILD_DIR ?? 'dist', 'client');
const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|data)$/;
const MIN_BYTES = 1024;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(root);
console.log(`precompressed ${files} files in ${root}`);
