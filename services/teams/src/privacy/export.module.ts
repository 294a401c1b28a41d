import { Module } from '@nestjs/common';
import { TeamsDataExport } from './export.js';
import { TeamsDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the teams service's part of the export. */
@Module({ providers: [TeamsDataExport, TeamsDataExportResolver] })
export class DataExportModule {}
