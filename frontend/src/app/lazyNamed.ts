import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export (the app's modules export named components): the module becomes its own chunk,
 * loaded the first time the component renders.
 */
export function lazyNamed<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
