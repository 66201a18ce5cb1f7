import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Impressions and clicks of a campaign per UTC day, moved here from Redis by `advertisers.flush-counts`. */
@Entity('ad_stats_daily')
export class AdStatsDailyEntity {
  @PrimaryColumn({ type: 'uuid' })
  campaignId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  impressions: number;

  @Column({ type: 'integer', default: 0 })
  clicks: number;
}

/**
 * One flushed batch of counts (the id of the Redis key it was renamed to), written in the same
 * transaction as its counts: a batch replayed after a crash finds its row and adds nothing.
 */
@Entity('ad_count_batches')
export class AdCountBatchEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  flushedAt: Date;
}
