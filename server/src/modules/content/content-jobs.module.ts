import { Module } from '@nestjs/common';
import { ContentModule } from './content.module';
import { ContentProcessor } from './jobs/content.processor';

/** The content module's workers (views flush); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [ContentModule], providers: [ContentProcessor] })
export class ContentJobsModule {}
