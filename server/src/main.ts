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
  if (config.servesHttp) {
    await app.listen({ port: config.port, host: config.raw.HOST });
  } else {
    await app.init();
  }
}

void bootstrap();
