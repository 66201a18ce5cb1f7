import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { z } from 'zod';
import { AppCode, AppException } from '../errors/app.exception';
import { toErrorReply } from './envelope';

describe('error → envelope mapping', () => {
  it('maps a business refusal to code 0, HTTP 200, localised', () => {
    const r = toErrorReply(AppException.fail('auth.code.cooldown', { seconds: 42 }, { cooldown: 42 }), 'en-us');
    expect(r).toEqual({
      status: 200,
      unexpected: false,
      body: { code: 0, msg: 'Please wait 42s before requesting another code', data: { cooldown: 42 } },
    });
    expect(toErrorReply(AppException.fail('auth.code.cooldown', { seconds: 42 }), 'zh-cn').body.msg).toBe('请42秒后再获取验证码');
  });

  it('maps session codes to HTTP 401 with their own code', () => {
    for (const code of [AppCode.SessionExpired, AppCode.SessionRevoked, AppCode.AccountDisabled, AppCode.Unauthorized]) {
      const r = toErrorReply(new AppException(code, 'e.session_expired'), 'zh-hant');
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(code);
    }
  });

  it('maps 403, 404, 429 to their statuses', () => {
    expect(toErrorReply(AppException.forbidden(), 'en-us')).toMatchObject({ status: 403, body: { code: 403, msg: 'Access denied' } });
    expect(toErrorReply(AppException.notFound(), 'en-us')).toMatchObject({ status: 404, body: { code: 404 } });
    expect(toErrorReply(AppException.tooMany(), 'en-us')).toMatchObject({
      status: 429,
      body: { code: 429, msg: 'Clicking too fast, try later' },
    });
  });

  it('answers 503 (code 500, "try again in a moment") when PostgreSQL or Redis was out of reach', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const cut = new Error('Connection terminated unexpectedly');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const lost = Object.assign(new Error('connection failure'), { code: '08006' });
    for (const err of [terminated, cut, refused, lost]) {
      expect(toErrorReply(err, 'en-us')).toEqual({
        status: 503,
        unexpected: true,
        body: { code: 500, msg: 'The service is briefly unavailable, please try again in a moment', data: null },
      });
    }
    // a query's own fault is still a plain 500
    const bad = Object.assign(new Error('division by zero'), { code: '22012' });
    expect(toErrorReply(bad, 'en-us')).toMatchObject({ status: 500, body: { code: 500 } });
  });

  it('turns field errors into localised {field,msg}', () => {
    const r = toErrorReply(AppException.field('code', 'auth.code.invalid'), 'en-us');
    expect(r.body.data).toEqual({ errors: [{ field: 'code', msg: 'Wrong verification code' }] });
  });

  it('maps zod errors to code 0 with field errors and no zod wording', () => {
    const parsed = z.object({ phone: z.string() }).safeParse({});
    if (parsed.success) throw new Error('expected a failure');
    const r = toErrorReply(parsed.error, 'en-us');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const data = r.body.data as { errors: { field: string; msg: string }[] };
    expect(data.errors[0]?.field).toBe('phone');
    expect(r.body.msg).toBe(data.errors[0]?.msg);
    expect(r.body.msg).not.toMatch(/Invalid input|expected/i);
  });

  it('maps plumbing errors by status and hides unknown errors', () => {
    expect(toErrorReply(Object.assign(new Error('Unexpected token } in JSON'), { statusCode: 400 }), 'en-us')).toMatchObject({
      status: 200,
      body: { code: 0, msg: 'Bad request' },
    });
    const r = toErrorReply(new Error('relation "users" does not exist'), 'en-us');
    expect(r).toMatchObject({
      status: 500,
      unexpected: true,
      body: { code: 500, msg: 'Server error, please try again later', data: null },
    });
    expect(JSON.stringify(r.body)).not.toContain('relation');
  });

  it('never turns an upstream service’s 401 / 403 into the caller’s session ending', () => {
    const upstream = Object.assign(new Error('Invalid API Key provided'), { statusCode: 401, type: 'StripeAuthenticationError' });
    expect(toErrorReply(upstream, 'en-us')).toMatchObject({ status: 500, unexpected: true, body: { code: 500 } });
    expect(toErrorReply(Object.assign(new Error('forbidden upstream'), { status: 403 }), 'en-us')).toMatchObject({ status: 500 });
    expect(toErrorReply(new UnauthorizedException(), 'en-us')).toMatchObject({ status: 401, body: { code: 401 } });
    expect(toErrorReply(new ForbiddenException(), 'en-us')).toMatchObject({ status: 403, body: { code: 403 } });
  });
});
