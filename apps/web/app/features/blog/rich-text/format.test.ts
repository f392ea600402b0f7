import { describe, expect, it } from 'vitest';
import { textMarks } from './format';

const only = (...marks: string[]) =>
  expect.objectContaining(
    Object.fromEntries(
      ['bold', 'italic', 'underline', 'strikethrough', 'code'].map((m) => [m, marks.includes(m)]),
    ),
  );

describe('textMarks', () => {
  it('reads the Lexical bitmask: 1 bold, 2 italic, 8 underline', () => {
    expect(textMarks({ format: 0 })).toEqual(only());
    expect(textMarks({ format: 1 })).toEqual(only('bold'));
    expect(textMarks({ format: 2 })).toEqual(only('italic'));
    expect(textMarks({ format: 3 })).toEqual(only('bold', 'italic'));
    expect(textMarks({ format: 8 })).toEqual(only('underline'));
    expect(textMarks({ format: 11 })).toEqual(only('bold', 'italic', 'underline'));
    expect(textMarks({ format: 16 })).toEqual(only('code'));
  });

  it('accepts boolean flags too', () => {
    expect(textMarks({ bold: true, underline: true })).toEqual(only('bold', 'underline'));
    expect(textMarks({ format: 2, bold: true })).toEqual(only('bold', 'italic'));
  });

  it('ignores a missing or malformed format', () => {
    expect(textMarks({})).toEqual(only());
    expect(textMarks({ format: 'bold' })).toEqual(only());
    expect(textMarks({ format: -1 })).toEqual(only());
    expect(textMarks({ bold: 'yes' })).toEqual(only());
  });
});
