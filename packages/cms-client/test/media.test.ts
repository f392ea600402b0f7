import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '../src';

describe('resolveMediaUrl', () => {
  it('keeps absolute URLs as they are', () => {
    expect(resolveMediaUrl('https://cdn.example/a.png', 'http://cms.test')).toBe(
      'https://cdn.example/a.png',
    );
    expect(resolveMediaUrl('http://cdn.example/a.png', 'http://cms.test')).toBe(
      'http://cdn.example/a.png',
    );
    expect(resolveMediaUrl('data:image/png;base64,AAAA', 'http://cms.test')).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('prefixes relative URLs with the content service base', () => {
    expect(resolveMediaUrl('/api/media/file/a.png', 'http://cms.test')).toBe(
      'http://cms.test/api/media/file/a.png',
    );
    expect(resolveMediaUrl('/api/media/file/a.png', 'http://cms.test/')).toBe(
      'http://cms.test/api/media/file/a.png',
    );
    expect(resolveMediaUrl('media/a.png', 'http://cms.test')).toBe('http://cms.test/media/a.png');
  });

  it('leaves relative URLs relative on the same origin', () => {
    expect(resolveMediaUrl('/api/media/file/a.png', '')).toBe('/api/media/file/a.png');
    expect(resolveMediaUrl('/api/media/file/a.png')).toBe('/api/media/file/a.png');
  });

  it('gives undefined for a missing or blank URL', () => {
    expect(resolveMediaUrl(undefined, 'http://cms.test')).toBeUndefined();
    expect(resolveMediaUrl(null, 'http://cms.test')).toBeUndefined();
    expect(resolveMediaUrl('  ', 'http://cms.test')).toBeUndefined();
  });
});
