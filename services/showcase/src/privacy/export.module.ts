import { Module } from '@nestjs/common';
import { ShowcaseDataExport } from './export.js';
import { ShowcaseDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the showcase service's part of the export. */
@Module({ providers: [ShowcaseDataExport, ShowcaseDataExportResolver] })
export class DataExportModule {}
