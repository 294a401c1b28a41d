import { Module } from '@nestjs/common';
import { BrainstormDataExport } from './export.js';
import { BrainstormDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the brainstorm service's part of the export. */
@Module({ providers: [BrainstormDataExport, BrainstormDataExportResolver] })
export class DataExportModule {}
