import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component whatever its props
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Loads the chunk ahead of the first render, which then does not suspend. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export (the app's modules export named components): the module becomes its own chunk,
 * loaded the first time the component renders, or earlier with `preload()`.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  const component = lazy(() => {
    // A module that is here already comes as a thenable that settles at once: React renders it without suspending.
    if (loaded) {
      const module = loaded;
      return {
        then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: module[name] }),
      } as Promise<{
        default: M[K];
      }>;
    }
    return load().then((module) => {
      loaded = module;
      return { default: module[name] };
    });
  });
  return Object.assign(component, { preload });
}
