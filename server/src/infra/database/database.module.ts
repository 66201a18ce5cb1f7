import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@server/config/app-config';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { guardPoolClients } from './pool-guard';

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
export class DatabaseModule implements OnModuleInit {
  constructor(private readonly ds: DataSource) {}

  onModuleInit(): void {
    guardPoolClients(this.ds);
  }
}
