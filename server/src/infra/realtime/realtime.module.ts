import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { MeGateway } from './me.gateway';
import { UserChannel } from './user-channel';

/**
 * A user's own live channel: the `/me` socket gateway and the `UserChannel` port modules push
 * through. Global, so no module imports another for it. The gateway authenticates through the
 * shared `AUTHENTICATOR` port; the app passes the module that provides it (auth), so infra names
 * no module.
 */
@Module({})
export class RealtimeModule {
  static forRoot(authenticatorFrom: Type<unknown>): DynamicModule {
    return {
      module: RealtimeModule,
      global: true,
      imports: [authenticatorFrom],
      providers: [MeGateway, { provide: UserChannel, useExisting: MeGateway }],
      exports: [UserChannel],
    };
  }
}
