// The syntax tree of rule logic. Every node carries its static type: identifiers are numbers.

export type ValueType = 'number' | 'boolean';
export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type FunctionName = 'min' | 'max' | 'avg' | 'count' | 'abs';

export type Node =
  | { kind: 'number'; type: 'number'; value: number }
  | { kind: 'boolean'; type: 'boolean'; value: boolean }
  | { kind: 'identifier'; type: 'number'; name: string }
  | { kind: 'negate'; type: 'number'; operand: Node }
  | { kind: 'not'; type: 'boolean'; operand: Node }
  | { kind: 'arithmetic'; type: 'number'; operator: ArithmeticOperator; left: Node; right: Node }
  | { kind: 'comparison'; type: 'boolean'; operator: ComparisonOperator; left: Node; right: Node }
  | { kind: 'logical'; type: 'boolean'; operator: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'call'; type: ValueType; name: FunctionName; args: Node[] };
