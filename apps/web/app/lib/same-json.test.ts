import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('is equal for the same data with its keys in another order, at any depth', () => {
    const built = {
      id: 1,
      body: { root: { type: 'root', format: '', children: [{ text: 'a' }] } },
    };
    const stored = {
      body: { root: { children: [{ text: 'a' }], format: '', type: 'root' } },
      id: 1,
    };
    expect(sameJson(built, stored)).toBe(true);
  });

  it('treats a key holding undefined as absent, as JSON does', () => {
    expect(sameJson({ a: 1, subtitle: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, subtitle: undefined })).toBe(true);
  });

  it('tells apart a changed value, a missing or extra key, and a reordered array', () => {
    expect(sameJson({ title: 'A' }, { title: 'B' })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});
