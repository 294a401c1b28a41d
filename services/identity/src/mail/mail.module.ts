import { Module } from '@nestjs/common';
import type { IdentityConfig } from '../config.js';
import { IDENTITY_CONFIG } from '../tokens.js';
import { MAIL_TRANSPORT, smtpTransport } from './mail-transport.js';
import { MailQueue } from './mail.queue.js';
import { MailWorker } from './mail.worker.js';

/** docs/product.md §13 mail: the queue others put mails on, and the worker that sends them over SMTP. */
@Module({
  providers: [
    MailQueue,
    MailWorker,
    {
      provide: MAIL_TRANSPORT,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => smtpTransport(config.mail),
    },
  ],
  exports: [MailQueue],
})
export class MailModule {}
