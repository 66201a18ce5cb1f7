import { signV4, S3StorageService } from './s3.storage';

describe('S3 storage', () => {
  // The "GET Object" example of the AWS Signature V4 documentation for S3.
  it('signs the documented AWS example exactly', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      body: '',
      headers: { range: 'bytes=0-9' },
      region: 'us-east-1',
      accessKey: 'AKIAIOSFODNN7EXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUTs the object to the bucket path with a signature, and fails loudly on an error status', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      calls.push({ url: url.toString(), init });
      return new Response(null, { status: calls.length === 1 ? 200 : 500 });
    }) as unknown as typeof fetch;
    const s3 = new S3StorageService(
      { endpoint: 'http://127.0.0.1:9000', bucket: 'reef', region: 'us-east-1', accessKey: 'k', secretKey: 's' },
      fake,
    );
    await s3.put('images/a b.jpg', Buffer.from('x'), 'image/jpeg');
    expect(calls[0]?.url).toBe('http://127.0.0.1:9000/reef/images/a%20b.jpg');
    expect((calls[0]?.init.headers as Record<string, string>)['authorization']).toMatch(/^AWS4-HMAC-SHA256 Credential=k\//);
    await expect(s3.put('images/b.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/500/);
    expect(s3.fullUrl('images/b.jpg')).toBe('http://127.0.0.1:9000/reef/images/b.jpg');
  });
});
