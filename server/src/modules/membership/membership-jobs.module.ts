import { Module } from '@nestjs/common';
import { MembershipProcessor } from './jobs/membership.processor';
import { MembershipModule } from './membership.module';

/** The membership module's workers (VIP ending soon, expired); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [MembershipModule], providers: [MembershipProcessor] })
export class MembershipJobsModule {}
