/** The address of a programme's results (docs/product.md §17.3). */
export const resultsPath = (programmeId: string) => `/programmes/${encodeURIComponent(programmeId)}/results`;

/** The address of a judge's queue (docs/product.md §17.1). */
export const JUDGING_QUEUE_PATH = '/judging';
