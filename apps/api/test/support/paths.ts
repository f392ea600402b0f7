// Where the tests find the API's folder and the scoring package's golden fixtures.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = join(API_DIR, '..', '..', 'packages', 'scoring', 'fixtures');

/** A golden fixture by file name, e.g. 'all-3s.json'. */
export const readFixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES_DIR, name), 'utf8'));
