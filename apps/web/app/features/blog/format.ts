// How posts read on the page: dates, authors, read time and category labels.
import type { Post } from '@peak/cms-client';
import { DEFAULT_CATEGORY, DEFAULT_READ_TIME } from '@peak/cms-client/constants';
import { longDateUtc } from '../../lib/dates';

export const DEFAULT_AUTHOR = 'the Peak Partners team';
export const NO_DATE = 'No date';

/** "September 8, 2025", or "No date" when the value is missing or not a date. */
export function formatPostDate(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const time = Date.parse(value);
  return Number.isNaN(time) ? NO_DATE : longDateUtc(time);
}

/** "A", "A and B", or "A, B, and C". */
export function joinNames(names: readonly string[]): string {
  const list = names.map((name) => name.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  if (list.length === 2) return `${list[0]} and ${list[1]}`;
  return `${list.slice(0, -1).join(', ')}, and ${list.at(-1)}`;
}

/** The byline names, or the team when a post names no one. */
export function authorLabel(post: Pick<Post, 'authors'>): string {
  return joinNames(post.authors.map((author) => author.name)) || DEFAULT_AUTHOR;
}

export function readTimeLabel(minutes: number | null | undefined): string {
  const value =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
      ? Math.round(minutes)
      : DEFAULT_READ_TIME;
  return `${value} min read`;
}

/** Up to two initials for an avatar: "Elena Marsh" gives "EM". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** The categories the site styles; any other category is shown as written, in a neutral style. */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  strategy: 'Strategy',
  leadership: 'Leadership',
  productivity: 'Productivity',
  assessment: 'Assessment',
  'case-study': 'Case Study',
  interview: 'Interview',
};

export interface CategoryStyle {
  label: string;
  /** A known category's key, or 'neutral'. */
  tone: string;
}

export function categoryStyle(category: string | null | undefined): CategoryStyle {
  const raw = category?.trim() || DEFAULT_CATEGORY;
  const key = raw.toLowerCase();
  const label = CATEGORY_LABELS[key];
  return label ? { label, tone: key } : { label: raw, tone: 'neutral' };
}

export const categoryLabel = (category: string | null | undefined) => categoryStyle(category).label;
