import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { one, rows } from '@server/infra/database/sql';
import { JobQueue } from '@server/infra/queues/job-queue';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { LOGBOOK_SEARCH_KIND, type DiveLogDto, type LogDiveInput } from '../contracts/logbook';
import { DiveLogged } from '../events/logbook.events';
import { LogbookJob } from '../jobs/logbook.jobs';

interface Row {
  id: string;
  site: string;
  depth: number;
  number: number | null;
  created_at: Date;
}

const dto = (r: Row): DiveLogDto => ({ id: r.id, site: r.site, depth: r.depth, number: r.number, createdAt: r.created_at.toISOString() });

@Injectable()
export class LogbookService {
  constructor(
    private readonly ds: DataSource,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
  ) {}

  /** Logs a dive and queues its numbering (jobId = the log's id). */
  async log(userId: string, input: LogDiveInput): Promise<DiveLogDto> {
    const [row] = await rows<Row>(
      this.ds,
      `INSERT INTO recipe_dive_logs (user_id, site, depth) VALUES ($1, $2, $3) RETURNING id, site, depth, number, created_at`,
      [userId, input.site, input.depth],
    );
    await this.jobs.enqueue(LogbookJob.Number, { logId: row!.id }, { jobId: row!.id });
    return dto(row!);
  }

  async mine(userId: string): Promise<DiveLogDto[]> {
    const found = await rows<Row>(
      this.ds,
      `SELECT id, site, depth, number, created_at FROM recipe_dive_logs WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
      [userId],
    );
    return found.map(dto);
  }

  /**
   * Gives a dive its number in the diver's log, once (a guarded UPDATE: a repeated job changes
   * nothing and publishes nothing); then the diver hears of it and search re-reads it.
   */
  async number(logId: string): Promise<number | null> {
    const r = await one<{ user_id: string; number: number; site: string }>(
      this.ds,
      `UPDATE recipe_dive_logs l
          SET number = (SELECT count(*) FROM recipe_dive_logs p WHERE p.user_id = l.user_id AND (p.created_at, p.id) <= (l.created_at, l.id))
        WHERE l.id = $1 AND l.number IS NULL
    RETURNING l.user_id, l.number, l.site`,
      [logId],
    );
    if (!r) return null;
    this.events.publish(new DiveLogged({ userId: r.user_id, logId, number: r.number, site: r.site }));
    this.events.publish(new SearchDocumentsChanged({ kind: LOGBOOK_SEARCH_KIND, ids: [logId] }));
    return r.number;
  }
}
