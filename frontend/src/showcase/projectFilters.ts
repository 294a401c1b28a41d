/** product.md §2 topic filter, matched against a project's tags by substring. */
export const SHOWCASE_TOPICS = ['sustainability', 'education', 'health', 'technology', 'community'] as const;
/** product.md §9: at most 3 featured projects. */
export const FEATURED_LIMIT = 3;

export type { ProjectSort as ShowcaseSort } from '@creators/contracts';
