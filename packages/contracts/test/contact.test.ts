import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_TOPICS, contactSubmissionSchema, contactTopicFrom } from '../src/contact';

const valid = {
  name: 'Ada Lane',
  email: 'ada@example.com',
  company: 'Lane & Co',
  message: 'We would like a workshop.',
};

/** The messages of a rejected draft, by field. */
function messages(draft: unknown): Record<string, string[]> {
  const result = contactSubmissionSchema.safeParse(draft);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('contactSubmissionSchema', () => {
  it('accepts a complete draft and trims it', () => {
    expect(
      contactSubmissionSchema.parse({
        name: '  Ada Lane ',
        email: ' ada@example.com ',
        company: ' Lane & Co ',
        message: ' Hello ',
      }),
    ).toEqual({
      name: 'Ada Lane',
      email: 'ada@example.com',
      company: 'Lane & Co',
      message: 'Hello',
    });
  });

  it('accepts a draft without a company, or with an empty one', () => {
    const { company: _company, ...withoutCompany } = valid;
    expect(contactSubmissionSchema.safeParse(withoutCompany).success).toBe(true);
    expect(contactSubmissionSchema.parse({ ...valid, company: '' }).company).toBe('');
  });

  it('allows the honeypot field through so the server can judge it', () => {
    expect(
      contactSubmissionSchema.parse({ ...valid, website: 'http://spam.example' }).website,
    ).toBe('http://spam.example');
    expect(contactSubmissionSchema.parse({ ...valid, website: '' }).website).toBe('');
  });

  it('asks for a name', () => {
    expect(messages({ ...valid, name: '   ' })).toEqual({ name: ['Please enter your name.'] });
    expect(messages({ ...valid, name: undefined })).toEqual({ name: ['Please enter your name.'] });
    expect(messages({ ...valid, name: 'x'.repeat(201) })).toEqual({
      name: ['Name must be 200 characters or fewer.'],
    });
  });

  it('asks for a valid email address', () => {
    expect(messages({ ...valid, email: 'not an address' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(messages({ ...valid, email: '' })).toEqual({
      email: ['Please enter your email address.'],
    });
    expect(messages({ ...valid, email: `${'a'.repeat(310)}@example.com` })).toEqual({
      email: ['Email address must be 320 characters or fewer.'],
    });
  });

  it('limits the company', () => {
    expect(messages({ ...valid, company: 'c'.repeat(201) })).toEqual({
      company: ['Company must be 200 characters or fewer.'],
    });
  });

  it('asks for a message of at most 5000 characters', () => {
    expect(messages({ ...valid, message: ' ' })).toEqual({ message: ['Please enter a message.'] });
    expect(messages({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: ['Message must be 5000 characters or fewer.'],
    });
    expect(contactSubmissionSchema.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(
      true,
    );
  });

  it('limits the honeypot', () => {
    expect(messages({ ...valid, website: 'w'.repeat(201) })).toEqual({
      website: ['Website must be 200 characters or fewer.'],
    });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(messages({}))).toEqual(['name', 'email', 'message']);
  });

  it('accepts each topic, the accessibility barrier report among them, and refuses others', () => {
    expect(CONTACT_TOPICS).toEqual(['general', 'team-assessment', 'accessibility']);
    for (const topic of CONTACT_TOPICS)
      expect(contactSubmissionSchema.parse({ ...valid, topic }).topic).toBe(topic);
    expect(messages({ ...valid, topic: 'press' })).toEqual({
      topic: ['Topic must be general, team-assessment or accessibility.'],
    });
  });
});

describe('contactTopicFrom', () => {
  it('reads a known topic from the address and ignores anything else', () => {
    expect(contactTopicFrom('accessibility')).toBe('accessibility');
    expect(contactTopicFrom('team-assessment')).toBe('team-assessment');
    expect(contactTopicFrom('Accessibility')).toBeUndefined();
    expect(contactTopicFrom(null)).toBeUndefined();
    expect(contactTopicFrom(undefined)).toBeUndefined();
  });
});
