import { describe, expect, it } from 'vitest';
import { errorBody, errorBodySchema } from '../src';

describe('the error answer', () => {
  it('carries one message for forms (error) and for Payload clients (errors)', () => {
    const body = errorBody('Email is already registered.');
    expect(errorBodySchema.parse(body)).toEqual({
      success: false,
      error: 'Email is already registered.',
      errors: [{ message: 'Email is already registered.' }],
    });
  });

  it('refuses a body without a message', () => {
    expect(errorBodySchema.safeParse({ success: false, error: 'x', errors: [] }).success).toBe(
      false,
    );
  });
});
