// One way to show what a promise loads: the value as state, `initial` until the load settles, a new
// load whenever `deps` change, and an answer for old deps (or after unmount) dropped.
import { type DependencyList, useEffect, useState } from 'react';

export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    setValue(initial);
    load().then((loaded) => {
      if (live) setValue(loaded);
    });
    return () => {
      live = false;
    };
  }, deps); // The caller names what the load depends on.
  return value;
}
