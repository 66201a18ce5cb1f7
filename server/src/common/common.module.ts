import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AppConfig } from '@server/config/app-config';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { AllExceptionsFilter } from './http/exception.filter';
import { IdempotencyService } from './http/idempotency';
import { IdempotencyInterceptor } from './http/idempotency.interceptor';
import { CsrfTokens } from './security/csrf';
import { RateLimiterService } from './security/rate-limiter.service';

/** The HTTP conventions of API.md: envelope, errors, anti-forgery tokens, rate limiting, idempotency. */
@Global()
@Module({
  providers: [
    { provide: CsrfTokens, inject: [AppConfig], useFactory: (c: AppConfig) => new CsrfTokens(c.raw.APP_SECRET, c.raw.CSRF_TTL_SECONDS) },
    RateLimiterService,
    IdempotencyService,
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [CsrfTokens, RateLimiterService, IdempotencyService],
})
export class CommonModule {}
