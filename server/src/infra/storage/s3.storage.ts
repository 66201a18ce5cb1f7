import { createHash, createHmac } from 'node:crypto';
import { StorageService } from './storage';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  publicUrl?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmacRaw = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * S3-compatible object storage (AWS S3, MinIO, OSS/COS S3 endpoints) with path-style URLs and
 * AWS Signature V4, using fetch — no SDK needed for PUT/DELETE.
 */
export class S3StorageService extends StorageService {
  readonly driver = 's3';

  constructor(
    private readonly o: S3Options,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, data, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key, Buffer.alloc(0), {});
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed with ${res.status}`);
  }

  url(key: string): string {
    return this.fullUrl(key);
  }

  fullUrl(key: string): string {
    const base = this.o.publicUrl ?? `${this.o.endpoint.replace(/\/$/, '')}/${this.o.bucket}`;
    return `${base.replace(/\/$/, '')}/${key}`;
  }

  private request(method: string, key: string, body: Buffer, headers: Record<string, string>, now = new Date()) {
    const url = new URL(`${this.o.endpoint.replace(/\/$/, '')}/${this.o.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
    const signed = signV4({
      method,
      url,
      body,
      headers,
      region: this.o.region,
      accessKey: this.o.accessKey,
      secretKey: this.o.secretKey,
      now,
    });
    return this.fetchImpl(url, { method, headers: signed, body: method === 'PUT' ? new Uint8Array(body) : undefined });
  }
}

/** AWS Signature Version 4 for a single S3 request; returns the headers to send. */
export function signV4(p: {
  method: string;
  url: URL;
  body: Buffer | string;
  headers: Record<string, string>;
  region: string;
  accessKey: string;
  secretKey: string;
  now: Date;
  service?: string;
}): Record<string, string> {
  const service = p.service ?? 's3';
  const amzDate = p.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(p.body);
  const headers: Record<string, string> = { ...p.headers, host: p.url.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': payloadHash };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...p.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [p.method, p.url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${p.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const kDate = hmacRaw(`AWS4${p.secretKey}`, day);
  const kSigning = hmacRaw(hmacRaw(hmacRaw(kDate, p.region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${p.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
