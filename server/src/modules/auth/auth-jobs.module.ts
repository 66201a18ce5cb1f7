import { Module } from '@nestjs/common';
import { AuthModule } from './auth.module';
import { PurgeExpiredProcessor } from './jobs/purge-expired.processor';

/** The auth module's workers; loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [AuthModule], providers: [PurgeExpiredProcessor] })
export class AuthJobsModule {}
