// Blocks arrive as loose records keyed by `blockType`; these read their fields defensively.
import type { ContentBlock } from '@peak/contracts';
import { isRecord } from '../rich-text/nodes';

export type Block = ContentBlock;

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const record = (value: unknown): Record<string, unknown> | undefined =>
  isRecord(value) ? value : undefined;

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A value from a fixed set, else the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Text given either as a string or as `{ [key]: string }`. */
export const itemText = (item: unknown, key = 'text'): string | undefined =>
  str(item) ?? str(record(item)?.[key]);
