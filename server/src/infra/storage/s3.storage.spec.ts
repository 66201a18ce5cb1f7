import { AwsClient } from 'aws4fetch';
import { S3StorageService } from './s3.storage';

describe('S3 storage', () => {
  // The "GET Object" example of the AWS Signature V4 documentation for S3, signed by aws4fetch.
  it('signs the documented AWS example exactly (aws4fetch)', async () => {
    const aws = new AwsClient({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    });
    const signed = await aws.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    });
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  const options = { endpoint: 'http://127.0.0.1:9000', bucket: 'reef', region: 'us-east-1', accessKey: 'k', secretKey: 's' };

  it('PUTs the object to the bucket path with a signature, retries a 5xx, and fails loudly when it persists', async () => {
    const statuses = [200, 503, 200, 500, 500, 500];
    const calls: Request[] = [];
    const s3 = new S3StorageService(options, async (req) => {
      calls.push(req);
      return new Response(null, { status: statuses[calls.length - 1] ?? 500 });
    });
    await s3.put('images/a b.jpg', Buffer.from('x'), 'image/jpeg');
    expect(calls[0]?.url).toBe('http://127.0.0.1:9000/reef/images/a%20b.jpg');
    expect(calls[0]?.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=k\//);
    await s3.put('images/b.jpg', Buffer.from('x'), 'image/jpeg'); // 503, then 200
    expect(calls).toHaveLength(3);
    await expect(s3.put('images/c.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/500/);
    expect(calls).toHaveLength(6); // one try and two retries
    expect(s3.fullUrl('images/b.jpg')).toBe('http://127.0.0.1:9000/reef/images/b.jpg');
  });

  it('abandons an attempt that hangs past its timeout and retries it', async () => {
    let n = 0;
    const s3 = new S3StorageService({ ...options, timeoutMs: 100, retries: 1 }, (req) => {
      n++;
      if (n > 1) return Promise.resolve(new Response(null, { status: 200 }));
      // The first attempt never answers: only its signal ends it.
      return new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason as Error)));
    });
    await s3.put('images/slow.jpg', Buffer.from('x'), 'image/jpeg');
    expect(n).toBe(2);
  });
});
