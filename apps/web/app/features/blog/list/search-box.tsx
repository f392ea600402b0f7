// The search box on /blog. Typing in it, clicking or focusing it opens the search overlay
// (search-dialog.tsx), whose code loads then: the page does not need it to become interactive.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { SearchIcon } from './search-icon';

const SearchDialog = lazy(() => import('./search-dialog'));

export function BlogSearch() {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The overlay's code loads the first time it opens and stays mounted after.
  const [opened, setOpened] = useState(false);
  const [input, setInput] = useState('');
  const boxRef = useRef<HTMLInputElement>(null);
  // Focus comes back to the box when the overlay closes; that must not open it again.
  const returningFocus = useRef(false);
  const leaving = useRef(false);

  const openWith = (text?: string) => {
    if (text !== undefined) setInput(text);
    leaving.current = false;
    setOpened(true);
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setInput('');
  };

  return (
    <search className="blog-search">
      <label htmlFor={`${id}-box`} className="visually-hidden">
        Search articles
      </label>
      <SearchIcon />
      <input
        ref={boxRef}
        id={`${id}-box`}
        type="search"
        className="search-box"
        placeholder="Search articles..."
        autoComplete="off"
        value=""
        onChange={(event) => openWith(event.target.value)}
        onFocus={() => {
          if (returningFocus.current) returningFocus.current = false;
          else openWith();
        }}
        onClick={() => openWith()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            openWith();
          }
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <SearchDialog
            id={id}
            open={open}
            onOpenChange={onOpenChange}
            input={input}
            setInput={setInput}
            boxRef={boxRef}
            leaving={leaving}
            returningFocus={returningFocus}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
