import type { CategorySummary } from '@peak/contracts';
import { useRef } from 'react';
import { categoryLabel } from '../format';

export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: CategorySummary[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const allRef = useRef<HTMLButtonElement>(null);
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  return (
    <fieldset className="category-filter">
      <legend className="visually-hidden">Filter by category</legend>
      <button
        ref={allRef}
        type="button"
        className="chip"
        aria-pressed={selected === ''}
        onClick={() => onSelect('')}
      >
        All <span className="chip-count">({total})</span>
      </button>
      {categories.map((category) => (
        <button
          key={category.slug}
          type="button"
          className="chip"
          aria-pressed={selected === category.name}
          onClick={() => onSelect(category.name)}
        >
          {categoryLabel(category.name)} <span className="chip-count">({category.count})</span>
        </button>
      ))}
      {selected ? (
        <button
          type="button"
          className="chip chip-clear"
          onClick={() => {
            onSelect('');
            // The button disappears with the filter; keep the keyboard focus in the group.
            allRef.current?.focus();
          }}
        >
          Clear filter
        </button>
      ) : null}
    </fieldset>
  );
}
