import { categoryStyle } from '../format';

/** The category as a coloured label: known categories have their own colour, others neutral. */
export function CategoryBadge({ category }: { category: string | null | undefined }) {
  const { label, tone } = categoryStyle(category);
  return <span className={`category-badge category-${tone}`}>{label}</span>;
}
