import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  /** `config` lets tests start an app with their own environment. */
  static forRoot(config: AppConfig = new AppConfig()) {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
