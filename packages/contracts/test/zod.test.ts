import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postRawSchema } from '../src/content/post';

const here = join(import.meta.dirname, '..', 'src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the configured zod', () => {
  it('is in force once any one schema module is loaded (a bundle may keep only that one)', () => {
    expect(postRawSchema).toBeDefined();
    expect(z.config().jitless).toBe(true);
  });

  it('is the only zod the schema modules import', () => {
    const files = sources(here);
    expect(files.length).toBeGreaterThan(10);
    const direct = files.filter(
      (file) => !file.endsWith('zod.ts') && /from 'zod'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
