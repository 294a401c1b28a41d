import { lazyNamed } from '../ui/lazyNamed';

/** docs/product.md §14: the report dialog, loaded the first time a 'Report' button is pressed. */
export const ReportDialog = lazyNamed(() => import('./ReportDialog'), 'ReportDialog');
