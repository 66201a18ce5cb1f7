import { AwsClient } from 'aws4fetch';
import { StorageService } from './storage';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  publicUrl?: string;
  /** Each attempt is abandoned after this long (default 10 s). */
  timeoutMs?: number;
  /** Further attempts after a timeout, a network error, a 5xx or a 429 (default 2). */
  retries?: number;
}

const RETRY_BASE_MS = 100;

/**
 * S3-compatible object storage (AWS S3, MinIO, OSS/COS S3 endpoints) with path-style URLs. Requests
 * are signed (AWS Signature V4) by aws4fetch; each attempt has a timeout, and a timeout, a network
 * error, a 5xx or a 429 is retried with a doubling pause (issue #24: it was signed by hand, with
 * neither). A PUT of the same key is idempotent, so retrying it is safe.
 */
export class S3StorageService extends StorageService {
  readonly driver = 's3';
  private readonly aws: AwsClient;

  constructor(
    private readonly o: S3Options,
    private readonly fetchImpl: (req: Request) => Promise<Response> = (req) => fetch(req),
  ) {
    super();
    this.aws = new AwsClient({ accessKeyId: o.accessKey, secretAccessKey: o.secretKey, region: o.region, service: 's3', retries: 0 });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, { 'content-type': contentType }, data);
    if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key, {});
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed with ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key, {});
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET failed with ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  url(key: string): string {
    return this.fullUrl(key);
  }

  fullUrl(key: string): string {
    const base = this.o.publicUrl ?? `${this.o.endpoint.replace(/\/$/, '')}/${this.o.bucket}`;
    return `${base.replace(/\/$/, '')}/${key}`;
  }

  private async request(method: string, key: string, headers: Record<string, string>, body?: Buffer): Promise<Response> {
    const url = `${this.o.endpoint.replace(/\/$/, '')}/${this.o.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const retries = this.o.retries ?? 2;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      try {
        // Signed afresh each attempt (x-amz-date), with the attempt's own deadline.
        const signed = await this.aws.sign(url, {
          method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
        });
        const res = await this.fetchImpl(signed);
        if (last || (res.status < 500 && res.status !== 429)) return res;
        await res.body?.cancel();
      } catch (err) {
        if (last) throw err;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
    }
  }
}
