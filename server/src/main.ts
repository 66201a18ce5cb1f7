import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config';
import { createApp } from './app.factory';

/**
 * Nest closes the app on SIGTERM/SIGINT (enableShutdownHooks): HTTP, sockets, queue workers, pools.
 * A close that cannot finish (BullMQ's workers wait for a Redis that is down, for as long as it is
 * down) would keep a stopped instance alive until its supervisor kills it, or for ever under one
 * that waits: past the deadline the process logs it and exits with 1. The timer does not keep an
 * orderly shutdown waiting.
 */
function exitIfShutdownHangs(timeoutMs: number, logger: { error(obj: object, msg: string): void }): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        logger.error({ signal, timeoutMs }, 'shutdown did not finish in time, exiting');
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}

async function bootstrap() {
  let config: AppConfig;
  try {
    config = new AppConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  const app = await createApp(config);
  const logger = app.getHttpAdapter().getInstance().log;
  // Never die silently: log what escaped, then let the process manager restart a clean process.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception, exiting');
    process.exit(1);
  });
  exitIfShutdownHangs(config.raw.SHUTDOWN_TIMEOUT_MS, logger);
  if (config.servesHttp) {
    await app.listen({ port: config.port, host: config.raw.HOST });
  } else {
    await app.init();
  }
}

bootstrap().catch((err: unknown) => {
  console.error('Reefline could not start:', err);
  process.exit(1);
});
