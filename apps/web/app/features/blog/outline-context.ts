import { createContext, useContext } from 'react';
import type { Outline } from './outline';

const OutlineContext = createContext<Outline>(new WeakMap());

export const OutlineProvider = OutlineContext.Provider;

/** The level planned for this heading, else the requested one kept between h2 and h6. */
export function useHeadingLevel(heading: object, requested: number | undefined): number {
  const planned = useContext(OutlineContext).get(heading);
  return planned ?? Math.min(Math.max(requested ?? 2, 2), 6);
}
