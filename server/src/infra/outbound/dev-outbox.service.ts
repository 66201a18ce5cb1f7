import { Injectable } from '@nestjs/common';
import type { OutboxItem } from '@contracts/api';
import { RedisService } from '@server/infra/redis/redis.service';
import type { OutboundMessage } from './outbound';

const KEY = 'dev:outbox';
const KEEP = 1000;

/** What the console transports "sent", kept in Redis so every instance sees the same outbox. */
@Injectable()
export class DevOutboxService {
  constructor(private readonly redis: RedisService) {}

  async record(message: OutboundMessage): Promise<void> {
    const item: OutboxItem = { to: message.to, channel: message.channel, body: message.body, createdAt: new Date().toISOString() };
    await this.redis.client.multi().rpush(KEY, JSON.stringify(item)).ltrim(KEY, -KEEP, -1).exec();
  }

  /** Messages to one recipient (or all), oldest first. */
  async list(to?: string): Promise<OutboxItem[]> {
    const raw = await this.redis.client.lrange(KEY, 0, -1);
    const items = raw.map((r) => JSON.parse(r) as OutboxItem);
    const wanted = to?.trim().toLowerCase();
    return wanted ? items.filter((i) => i.to.toLowerCase() === wanted) : items;
  }
}
