import { Module } from '@nestjs/common';
import { ProgrammesDataExport } from './export.js';
import { ProgrammesDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the programmes service's part of the export. */
@Module({ providers: [ProgrammesDataExport, ProgrammesDataExportResolver] })
export class DataExportModule {}
