import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@server/config/app-config';
import { dataSourceOptions } from './data-source';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.raw.DATABASE_URL, config.raw.DATABASE_POOL_SIZE),
        // Each module registers its own entities (TypeOrmModule.forFeature in its module file).
        autoLoadEntities: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
