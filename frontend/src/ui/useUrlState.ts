import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's list state (search, filters, sort, tab) kept in the URL's query string, so that a reload or a shared
 * link shows the same list. A value equal to its default is left out of the URL; an unknown value of a choice
 * falls back to the default.
 */
export function useUrlState<K extends string>(
  defaults: Record<K, string>,
  choices: Partial<Record<K, readonly string[]>> = {},
): [Record<K, string>, (key: K, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const values = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) {
      const value = params.get(key);
      const allowed = choices[key];
      if (value !== null && (!allowed || allowed.includes(value))) values[key] = value;
    }
    return values;
    // The defaults and choices are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const set = useCallback(
    (key: K, value: string) =>
      // Replace, not push: typing a search must not fill the history with one entry per key.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === defaults[key]) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return [state, set];
}
