import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { RedisService } from '../redis/redis.service';

/** socket.io at path /ws, sharing rooms and broadcasts across instances through Redis. */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;

  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  connect() {
    const redis = this.app.get(RedisService);
    const pub = redis.create();
    const sub = redis.create();
    this.adapterConstructor = createAdapter(pub, sub, { key: `${redis.prefix}socket.io` });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, path: '/ws', cors: { origin: false } } as ServerOptions) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }
}
