import { Module } from '@nestjs/common';
import { ChallengesDataExport } from './export.js';
import { ChallengesDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): the challenges service's part of the export. */
@Module({ providers: [ChallengesDataExport, ChallengesDataExportResolver] })
export class DataExportModule {}
