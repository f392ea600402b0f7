export type ListView = 'grid' | 'list';

export function ViewToggle({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
}) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">Article layout</legend>
      <button
        type="button"
        aria-pressed={view === 'grid'}
        onClick={() => onChange('grid')}
        className="view-button"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="7" height="7" rx="1.5" />
          <rect x="11" y="2" width="7" height="7" rx="1.5" />
          <rect x="2" y="11" width="7" height="7" rx="1.5" />
          <rect x="11" y="11" width="7" height="7" rx="1.5" />
        </svg>
        Grid
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
        className="view-button"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <rect x="2" y="3" width="16" height="3" rx="1.5" />
          <rect x="2" y="8.5" width="16" height="3" rx="1.5" />
          <rect x="2" y="14" width="16" height="3" rx="1.5" />
        </svg>
        List
      </button>
    </fieldset>
  );
}
