// The search overlay the /blog search box opens: a modal dialog (focus trapped, Escape closes,
// page scroll locked) whose results lead to the articles. It loads when first opened.
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { keepFocusInView } from '../../../components/ui/keep-focus-in-view';
import { AppLink } from '../../../lib/navigation';
import { SEARCH_SKELETON_ROWS } from '../constants';
import { categoryLabel } from '../format';
import { SearchIcon } from './search-icon';
import { useArticleSearch } from './use-article-search';

function SearchResults({
  input,
  onPick,
  onLeaveTop,
}: {
  input: string;
  onPick: () => void;
  onLeaveTop: () => void;
}) {
  const search = useArticleSearch(input);
  const listRef = useRef<HTMLUListElement>(null);

  if (search.status === 'idle') {
    return <p className="search-prompt">Start typing to search articles...</p>;
  }
  if (search.status === 'loading') {
    return (
      <div className="search-loading">
        <p className="visually-hidden" role="status">
          Searching...
        </p>
        <ul className="search-skeleton" aria-hidden="true">
          {Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <span className="skeleton-line skeleton-title" />
              <span className="skeleton-line" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (search.results.length === 0) {
    return (
      <p className="search-empty" role="status">
        No articles found for "{search.query}"
      </p>
    );
  }

  // Up and down arrows move between results; up from the first goes back to the input.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) onLeaveTop();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const count = search.results.length;
  return (
    <>
      <p className="search-count" role="status">
        {count === 1 ? '1 article found' : `${count} articles found`}
      </p>
      <ul className="search-results" ref={listRef} onKeyDown={onKeyDown}>
        {search.results.map((post) => (
          <li key={post.id}>
            <AppLink
              to={`/blog/${encodeURIComponent(post.slug)}`}
              className="search-result"
              onClick={onPick}
            >
              <span className="search-result-title">{post.title}</span>
              <span className="search-result-meta">{categoryLabel(post.category)}</span>
              {post.excerpt ? <span className="search-result-excerpt">{post.excerpt}</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface SearchDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  input: string;
  setInput: (input: string) => void;
  boxRef: RefObject<HTMLInputElement | null>;
  /** Set while a result is being followed: focus then stays on the new page. */
  leaving: RefObject<boolean>;
  /** Set while focus returns to the box, so that focus does not open the overlay again. */
  returningFocus: RefObject<boolean>;
}

export default function SearchDialog({
  id,
  open,
  onOpenChange,
  input,
  setInput,
  boxRef,
  leaving,
  returningFocus,
}: SearchDialogProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-backdrop" />
        <Dialog.Content
          ref={contentRef}
          className="search-dialog"
          onFocus={keepFocusInView}
          aria-describedby={`${id}-hint`}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            fieldRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (leaving.current) return;
            returningFocus.current = true;
            boxRef.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">Search articles</Dialog.Title>
          <Dialog.Description id={`${id}-hint`} className="visually-hidden">
            Results appear as you type. Use the arrow keys or Tab to reach them.
          </Dialog.Description>
          <div className="search-field">
            <SearchIcon />
            <input
              ref={fieldRef}
              type="search"
              aria-label="Search articles"
              placeholder="Search articles..."
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the overlay exists to take this input
              autoFocus
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                const first =
                  contentRef.current?.querySelector<HTMLAnchorElement>('.search-results a');
                if (first) {
                  event.preventDefault();
                  first.focus();
                }
              }}
            />
            <Dialog.Close className="search-close" aria-label="Close search">
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="m5 5 10 10M15 5 5 15" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="search-body">
            <SearchResults
              input={input}
              onPick={() => {
                leaving.current = true;
                onOpenChange(false);
              }}
              onLeaveTop={() => fieldRef.current?.focus()}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
