import type { Resource } from '../graphql/showcase';

/** Search on title, description or provider (case-insensitive), the type and the level. */
export function filterResources(
  resources: readonly Resource[],
  search: string,
  type: string,
  level: string,
): Resource[] {
  const needle = search.trim().toLowerCase();
  return resources.filter(
    (resource) =>
      (type === 'all' || resource.type === type) &&
      (level === 'all' || resource.difficulty === level) &&
      (!needle ||
        [resource.title, resource.description, resource.provider].some((value) =>
          (value ?? '').toLowerCase().includes(needle),
        )),
  );
}
