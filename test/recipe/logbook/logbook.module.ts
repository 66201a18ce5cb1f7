import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiArea } from '@server/common/http/decorators';
import { QueuesModule } from '@server/infra/queues/queues.module';
import './logbook.messages'; // its texts join the catalogue (common/i18n/i18n.ts)
import { LogbookController } from './controllers/logbook.controller';
import { DiveLogEntity } from './entities/dive-log.entity';
import { logbookQueue } from './jobs/logbook.jobs';
import { LogbookNotices } from './notices/logbook.notices';
import { DiveLogSearchSource } from './search/dive-log.source';
import { LogbookService } from './services/logbook.service';

/** The recipe's fixture module: everything it brings, it registers here. */
@ApiArea('A diver’s logbook (the recipe’s fixture module).')
@Module({
  imports: [QueuesModule.forFeature(logbookQueue), TypeOrmModule.forFeature([DiveLogEntity])],
  controllers: [LogbookController],
  providers: [LogbookService, LogbookNotices, DiveLogSearchSource],
  exports: [LogbookService],
})
export class LogbookModule {}
