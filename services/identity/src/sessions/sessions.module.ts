import { Module } from '@nestjs/common';
import { SessionsRpcController } from './sessions.rpc.controller.js';
import { SessionsService } from './sessions.service.js';

/** Sessions in the identity database, and the NATS request the gateway resolves a session cookie with. */
@Module({ controllers: [SessionsRpcController], providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
