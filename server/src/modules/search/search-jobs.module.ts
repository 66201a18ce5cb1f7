import { Module } from '@nestjs/common';
import { SearchProcessor } from './jobs/search.processor';
import { SearchModule } from './search.module';

/** Search's workers (sync one thing, reindex kinds); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [SearchModule], providers: [SearchProcessor] })
export class SearchJobsModule {}
