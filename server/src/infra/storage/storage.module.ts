import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { LocalStorageService } from './local.storage';
import { S3StorageService } from './s3.storage';
import { StorageService } from './storage';

/** The storage the configuration names (local disk or S3); the app's, and the demo seeds' outside it. */
export function createStorage(config: AppConfig): StorageService {
  const c = config.raw;
  if (c.STORAGE_DRIVER === 's3') {
    return new S3StorageService({
      endpoint: c.S3_ENDPOINT ?? `https://s3.${c.S3_REGION}.amazonaws.com`,
      bucket: c.S3_BUCKET ?? '',
      region: c.S3_REGION,
      accessKey: c.S3_ACCESS_KEY ?? '',
      secretKey: c.S3_SECRET_KEY ?? '',
      publicUrl: c.S3_PUBLIC_URL,
      timeoutMs: c.S3_TIMEOUT_MS,
      retries: c.S3_RETRIES,
    });
  }
  return new LocalStorageService(c.UPLOAD_DIR, config.publicUrl);
}

@Global()
@Module({
  providers: [{ provide: StorageService, inject: [AppConfig], useFactory: createStorage }],
  exports: [StorageService],
})
export class StorageModule {}
