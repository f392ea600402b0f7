import { describe, expect, it } from 'vitest';
import { AuthConfigurationError, frontendApiOf } from '../src/clerk';

const keyFor = (host: string, kind = 'test') => `pk_${kind}_${btoa(`${host}$`)}`;

describe('Clerk publishable keys', () => {
  it('reads the frontend API host of a test or live key', () => {
    expect(frontendApiOf(keyFor('clerk.example.com'))).toBe('clerk.example.com');
    expect(frontendApiOf(keyFor('happy-cat-12.clerk.accounts.dev', 'live'))).toBe(
      'happy-cat-12.clerk.accounts.dev',
    );
  });

  it.each([
    '',
    'pk_test_',
    'sk_test_abc',
    'pk_prod_abc',
    `pk_test_${btoa('no-dollar.example.com')}`,
    'pk_test_!!!',
    `pk_test_${btoa('not a host$')}`,
  ])('refuses %j with the configuration error', (key) => {
    expect(() => frontendApiOf(key)).toThrow(AuthConfigurationError);
    expect(() => frontendApiOf(key)).toThrow(/Clerk configuration error/);
  });
});
