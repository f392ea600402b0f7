// Splits rule logic into tokens. Anything outside the grammar is an error with its position.

export type TokenKind =
  | 'number'
  | 'identifier'
  | 'operator'
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  position: number;
}

export class ExpressionSyntaxError extends Error {
  override name = 'ExpressionSyntaxError';
}

const TWO_CHAR_OPERATORS = new Set(['<=', '>=', '==', '!=', '&&', '||']);
const ONE_CHAR_OPERATORS = new Set(['<', '>', '+', '-', '*', '/', '!']);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isIdentifierStart = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isIdentifierPart = (c: string) => isIdentifierStart(c) || isDigit(c);

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (isDigit(c) || (c === '.' && isDigit(source[i + 1] ?? ''))) {
      const start = i;
      while (isDigit(source[i] ?? '')) i++;
      if (source[i] === '.') {
        i++;
        while (isDigit(source[i] ?? '')) i++;
      }
      tokens.push({ kind: 'number', text: source.slice(start, i), position: start });
    } else if (isIdentifierStart(c)) {
      const start = i;
      while (isIdentifierPart(source[i] ?? '')) i++;
      tokens.push({ kind: 'identifier', text: source.slice(start, i), position: start });
    } else if (TWO_CHAR_OPERATORS.has(source.slice(i, i + 2))) {
      tokens.push({ kind: 'operator', text: source.slice(i, i + 2), position: i });
      i += 2;
    } else if (ONE_CHAR_OPERATORS.has(c)) {
      tokens.push({ kind: 'operator', text: c, position: i });
      i++;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({
        kind: c === '(' ? 'lparen' : c === ')' ? 'rparen' : 'comma',
        text: c,
        position: i,
      });
      i++;
    } else {
      throw new ExpressionSyntaxError(`unexpected character ${JSON.stringify(c)} at ${i}`);
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
