import { Module } from '@nestjs/common';
import { LogbookProcessor } from './jobs/logbook.processor';
import { LogbookModule } from './logbook.module';

/** The logbook's worker; loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [LogbookModule], providers: [LogbookProcessor] })
export class LogbookJobsModule {}
