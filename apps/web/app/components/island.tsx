// A part of a page that needs JavaScript. Pages whose route sets `handle.islands` are pre-rendered
// without React Router's scripts; the browser hydrates only their islands (entry.client.tsx,
// parts/), so such a page loads React and its islands' code, not the router and the whole page's
// components. Everywhere else the wrapper is inert (display: contents) and the router renders the
// page.
import { createContext, type ReactNode, useContext } from 'react';

/** Each name is a file in app/islands/parts/, which default-exports the island's component. */
export const ISLAND_NAMES = ['site-header', 'faq-button', 'blog-index', 'article'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Whether this document is pre-rendered for hydration as islands (root.tsx provides it). */
export const IslandsDocument = createContext(false);

/** JSON that can sit inside a script element: no "<" to open "</script>" or "<!--". */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * `props` are what the island's component gets in the browser. On a page hydrated as islands they
 * follow the island as JSON in a script element (the browser parses its text, unlike an
 * attribute's, without decoding, and after the content before it); elsewhere the router carries
 * the page's data.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: IslandName;
  props?: Record<string, unknown>;
  children: ReactNode;
}) {
  const islands = useContext(IslandsDocument);
  return (
    <>
      <div className="island" data-island={name}>
        {children}
      </div>
      {islands && props ? (
        <script
          type="application/json"
          data-island-props={name}
          dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
        />
      ) : null}
    </>
  );
}

/** Whether a route's handle asks for its page to be hydrated as islands. */
export const wantsIslands = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'islands' in handle && handle.islands === true;
