import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsService } from './metrics.service';
import { ApiArea } from '@server/common/http/decorators';

@ApiArea('Liveness and readiness of the server.')
@Module({ controllers: [HealthController], providers: [MetricsService], exports: [MetricsService] })
export class HealthModule {}
