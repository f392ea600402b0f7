// The search box on /blog and the overlay it opens: a modal dialog (focus trapped, Escape
// closes, page scroll locked) whose results lead to the articles.
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_SKELETON_ROWS } from '../constants';
import { categoryLabel } from '../format';
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
            <Link
              to={`/blog/${encodeURIComponent(post.slug)}`}
              className="search-result"
              onClick={onPick}
            >
              <span className="search-result-title">{post.title}</span>
              <span className="search-result-meta">{categoryLabel(post.category)}</span>
              {post.excerpt ? <span className="search-result-excerpt">{post.excerpt}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BlogSearch() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const boxRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Focus comes back to the box when the overlay closes; that must not open it again.
  const returningFocus = useRef(false);
  const leaving = useRef(false);

  const openWith = (text?: string) => {
    if (text !== undefined) setInput(text);
    leaving.current = false;
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
      <svg className="search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m13 13 4.5 4.5" />
      </svg>
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
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="search-backdrop" />
          <Dialog.Content
            ref={contentRef}
            className="search-dialog"
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
              <svg className="search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 4.5 4.5" />
              </svg>
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
    </search>
  );
}
