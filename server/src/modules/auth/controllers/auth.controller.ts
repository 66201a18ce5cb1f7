import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authResultDtoSchema,
  codeSentDtoSchema,
  loginSchema,
  oauthLoginDtoSchema,
  oauthProviderDtoSchema,
  oauthUrlDtoSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SendCodeInput,
} from '@contracts/schemas/auth';
import { Auth, OptionalAuth, Public, RateLimit, RawResponse, ZBody, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { AuthService, type ClientMeta } from '../services/auth.service';
import { OAUTH_BROWSER_COOKIE, OAuthService } from '../services/oauth.service';

export function metaOf(req: FastifyRequest): ClientMeta {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : undefined, lang: req.lang };
}

/** One cookie's value from a `Cookie` header. */
function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

const oauthUrlQuery = z.object({ redirect: z.string().max(300).optional() });
const oauthCallbackQuery = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) });

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly oauth: OAuthService,
  ) {}

  @Public()
  @Post('codes')
  @ZResponse(codeSentDtoSchema, 'Send a verification code by SMS or e-mail (delete and reauth codes: logged in only, else 401)', {
    errors: [401],
  })
  @RateLimit({ name: 'codes', limit: (c) => Number(c['RATE_LIMIT_CODES_PER_HOUR']), windowSeconds: 3600, by: 'ip' })
  async sendCode(@ZBody(sendCodeSchema) body: SendCodeInput, @Req() req: FastifyRequest, @OptionalAuth() caller?: AuthContext) {
    return new Ok(await this.auth.sendCode(body, metaOf(req), caller), 'auth.code.sent');
  }

  @Public()
  @Post('register')
  @ZResponse(authResultDtoSchema, 'Register with a phone or e-mail code and log in')
  @RateLimit({ name: 'register', limit: (c) => Number(c['RATE_LIMIT_LOGIN_PER_MINUTE']), windowSeconds: 60, by: 'ip' })
  async register(@ZBody(registerSchema) body: RegisterInput, @Req() req: FastifyRequest) {
    const { sessionId, ...result } = await this.auth.register(body, metaOf(req));
    req.csrfBinding = sessionId;
    return result;
  }

  @Public()
  @Post('login')
  @ZResponse(authResultDtoSchema, 'Log in by password or code', {
    example: {
      token: 'Vo0xVmUEMyIzzLjV56jHv7RXixsnixjrs3JK2a-wn5k',
      user: {
        id: 'e0a908ab-a07f-4140-84ac-7b997751e8fc',
        nickname: '林海燕',
        avatar: '/uploads/images/content/demo/avatar-16.jpg',
        background: null,
        gender: 'female',
        phone: '138****0003',
        email: 'm***@reefline.local',
        birthday: null,
        bio: null,
        region: null,
        city: null,
        roles: [],
        hasPassword: true,
        createdAt: '2026-11-28T17:49:48.582Z',
      },
    },
  })
  @RateLimit({ name: 'login', limit: (c) => Number(c['RATE_LIMIT_LOGIN_PER_MINUTE']), windowSeconds: 60, by: 'ip' })
  async login(@ZBody(loginSchema) body: LoginInput, @Req() req: FastifyRequest) {
    const { sessionId, ...result } = await this.auth.login(body, metaOf(req));
    req.csrfBinding = sessionId;
    return result;
  }

  @Public()
  @Post('password/reset')
  @ZResponse(z.null(), 'Reset a forgotten password with a code')
  @RateLimit({ name: 'reset', limit: (c) => Number(c['RATE_LIMIT_LOGIN_PER_MINUTE']), windowSeconds: 60, by: 'ip' })
  async reset(@ZBody(resetPasswordSchema) body: ResetPasswordInput) {
    await this.auth.resetPassword(body);
    return null;
  }

  @Post('logout')
  @ZResponse(z.null(), 'Log out (ends this session)')
  async logout(@Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    await this.auth.logout(auth);
    req.csrfBinding = undefined;
    return new Ok(null, 'auth.logged_out');
  }

  @Public()
  @Get('oauth/providers')
  @ZResponse(z.array(oauthProviderDtoSchema), 'Third-party login providers')
  providers() {
    return this.oauth.providers();
  }

  @Public()
  @Get('oauth/:provider/url')
  @ZResponse(oauthUrlDtoSchema, 'Third-party login: the provider’s page to open (sets the browser-binding cookie)')
  async url(
    @Param('provider') provider: string,
    @ZQuery(oauthUrlQuery) q: { redirect?: string },
    @Res({ passthrough: true }) reply: FastifyReply,
    @OptionalAuth() caller?: AuthContext,
  ) {
    const { url, cookie } = await this.oauth.authorizationUrl(provider, q.redirect, caller);
    void reply.header('set-cookie', cookie);
    return { url };
  }

  /** The provider's redirect target: hands code and state to the H5 app (SPEC §2 launch rewrite). */
  @Public()
  @Get('oauth/:provider/return')
  @RawResponse(
    { status: 302, description: 'To the H5 app’s third-party login page, with the provider’s `code` and `state`.' },
    'Third-party login: the provider returns here',
  )
  back(@Param('provider') provider: string, @Query() query: Record<string, string | undefined>, @Res() reply: FastifyReply) {
    void reply.redirect(this.oauth.appUrl(provider, query), 302);
  }

  @Public()
  @Get('oauth/:provider/callback')
  @ZResponse(oauthLoginDtoSchema, 'Third-party login: exchange the provider’s code and state for a session')
  @RateLimit({ name: 'oauth', limit: (c) => Number(c['RATE_LIMIT_LOGIN_PER_MINUTE']), windowSeconds: 60, by: 'ip' })
  async callback(
    @Param('provider') provider: string,
    @ZQuery(oauthCallbackQuery) q: { code: string; state: string },
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const browser = readCookie(req.headers.cookie, OAUTH_BROWSER_COOKIE);
    const { sessionId, ...result } = await this.oauth.callback(provider, q.code, q.state, browser, metaOf(req));
    void reply.header('set-cookie', this.oauth.cookie('', 0)); // done: the binding has served
    req.csrfBinding = sessionId;
    return result;
  }
}
