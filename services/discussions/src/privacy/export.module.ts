import { Module } from '@nestjs/common';
import { DiscussionsDataExport } from './export.js';
import { DiscussionsDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the discussions service's part of the export. */
@Module({ providers: [DiscussionsDataExport, DiscussionsDataExportResolver] })
export class DataExportModule {}
