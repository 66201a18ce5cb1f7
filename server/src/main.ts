import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config';
import { createApp } from './app.factory';

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
