import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { IdentityDataExport } from './export.js';
import { IdentityDataExportResolver } from './export.resolver.js';

/** "Download my data" (docs/product.md §15): identity's part of the export. */
@Module({
  imports: [SessionsModule, NotificationsModule, CredentialsModule],
  providers: [IdentityDataExport, IdentityDataExportResolver],
})
export class DataExportModule {}
