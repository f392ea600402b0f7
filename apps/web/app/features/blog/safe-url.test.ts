import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isInternalPath, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    '/blog/the-degap-method',
    'https://example.com/managing-priorities',
    'http://example.com',
    'mailto:hello@example.com',
    'tel:+15555550100',
    '#faq',
    '?page=2',
    'relative/path',
    '//cdn.example.com/image.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(3)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==',
    'data:,hello',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'javascript&colon;alert(1):x',
  ])('refuses %s', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('trims and refuses blank or non-string values', () => {
    expect(safeUrl('  /about  ')).toBe('/about');
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });
});

describe('isHttpsUrl', () => {
  it('accepts only absolute https URLs', () => {
    expect(isHttpsUrl('https://charts.example.com/embed/1')).toBe(true);
    expect(isHttpsUrl('http://charts.example.com/embed/1')).toBe(false);
    expect(isHttpsUrl('/embed/1')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl(undefined)).toBe(false);
  });
});

describe('isInternalPath', () => {
  it('tells site paths from other URLs', () => {
    expect(isInternalPath('/blog')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://example.com')).toBe(false);
  });
});
