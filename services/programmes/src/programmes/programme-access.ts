import type { Viewer } from '@creators/platform';
import type { ProgrammeRecord } from './programme.record.js';

/** Organisers of a programme and staff manage it (docs/product.md §16.6): edit, announce, see the cohort. */
export const canManage = (programme: Pick<ProgrammeRecord, 'organiserIds'>, viewer: Viewer): boolean =>
  viewer.staff || (viewer.id !== null && programme.organiserIds.includes(viewer.id));
