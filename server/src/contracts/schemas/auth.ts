import { z } from 'zod';
import { accountKind, isCode, isEmail, isPassword, isPhone } from '../validators';
import { fieldError, requiredText } from './common';
import { nickname, userDtoSchema } from './profile';
import { reauthShape } from './reauth';
import { count } from './wire';
// Declares this module's search kinds in SearchKinds below; the import keeps search.ts in any program that compiles this file.
import type {} from './search';

export const CODE_CHANNELS = ['sms', 'email'] as const;
/** `reauth` and `delete` codes go to the caller's own current phone/e-mail (re-authentication, issue #24). */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'change_phone', 'delete', 'reauth'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Login passwords are not checked against the policy (the server answers "wrong password"), only capped. */
const LOGIN_PASSWORD_MAX = 128;

/** E-mail addresses are compared lower-cased; phone numbers never contain `@`. */
const lowerIfEmail = (s: string): string => (s.includes('@') ? s.toLowerCase() : s);

/** Phone number or e-mail address, trimmed, e-mail lower-cased. */
const account = () =>
  requiredText()
    .overwrite(lowerIfEmail)
    .refine((s) => accountKind(s) !== null, { message: 'v.account.invalid' });

const code = () => requiredText().refine((s) => isCode(s), { message: 'v.code.invalid' });

const phone = () => requiredText().refine(isPhone, { message: 'v.phone.invalid' });

/** A password that must satisfy the policy (6–12 letters and digits, both). Not trimmed. */
const password = () =>
  z.string({ error: fieldError() }).min(1, { message: 'v.required' }).refine(isPassword, { message: 'v.password.invalid' });

/** Confirmation of a new password: empty → v.password.confirm_required. */
const confirmation = () =>
  z.string({ error: fieldError('v.password.confirm_required') }).min(1, { message: 'v.password.confirm_required' });

/** `''` counts as "not given" for optional credentials sent by forms. */
const optionalCredential = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Reads string fields off a partially parsed object, for `when` guards on object refinements. */
const strings = (value: unknown, ...keys: string[]): boolean =>
  typeof value === 'object' && value !== null && keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** `POST /auth/codes`. */
export const sendCodeSchema = z
  .object({
    channel: z.enum(CODE_CHANNELS, { error: fieldError() }),
    target: requiredText().overwrite(lowerIfEmail),
    purpose: z.enum(CODE_PURPOSES, { error: fieldError() }),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'sms' && !isPhone(v.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'v.phone.invalid' });
    } else if (v.channel === 'email' && !isEmail(v.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'v.email.invalid' });
    }
  });

/** `POST /auth/register`: account + code + password + `agree: true`. */
export const registerSchema = z.object({
  account: account(),
  code: code(),
  password: password(),
  agree: z.literal(true, { error: 'v.agree.required' }),
  nickname: nickname().optional(),
});

/**
 * `POST /auth/login`: `{account, password}` or `{account, code}`. Exactly one credential;
 * neither → v.required on password, both → v.login.password_or_code on code.
 */
export const loginSchema = z
  .object({
    account: account(),
    password: optionalCredential(z.string({ error: 'v.type.invalid' }).max(LOGIN_PASSWORD_MAX, { message: 'v.too_long' })),
    code: optionalCredential(
      z
        .string({ error: 'v.type.invalid' })
        .trim()
        .refine((s) => isCode(s), { message: 'v.code.invalid' }),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined && v.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'v.required' });
    } else if (v.password !== undefined && v.code !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'v.login.password_or_code' });
    }
  });

/** `POST /auth/password/reset`; `confirmPassword`, when sent, must match. */
export const resetPasswordSchema = z
  .object({
    account: account(),
    code: code(),
    password: password(),
    confirmPassword: z.string({ error: 'v.type.invalid' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'v.password.confirm_required' });
    } else if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'v.password.mismatch' });
    }
  });

/** Checked even when other fields fail, so the form shows every problem at once. */
const mustMatch = {
  message: 'v.password.mismatch',
  path: ['confirmPassword'],
  when: (p: { value: unknown }) => strings(p.value, 'newPassword', 'confirmPassword'),
};

const changeByPassword = z
  .object({
    mode: z.literal('password'),
    oldPassword: password(),
    newPassword: password(),
    confirmPassword: confirmation(),
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    message: 'v.password.same',
    path: ['newPassword'],
    when: (p) => strings(p.value, 'oldPassword', 'newPassword'),
  })
  .refine((v) => v.confirmPassword === '' || v.confirmPassword === v.newPassword, mustMatch);

const changeByCode = z
  .object({
    mode: z.literal('code'),
    code: code(),
    newPassword: password(),
    confirmPassword: confirmation(),
  })
  .refine((v) => v.confirmPassword === '' || v.confirmPassword === v.newPassword, mustMatch);

/** `POST /auth/password/change`: with the old password, or with a code sent to the bound phone. */
export const changePasswordSchema = z.discriminatedUnion('mode', [changeByPassword, changeByCode]);

/** `POST /me/phone`: the new phone and its code, plus re-authentication (reauth.ts). */
export const changePhoneSchema = z.object({
  phone: phone(),
  code: code(),
  ...reauthShape,
});

/**
 * `POST /me/phone/bind`: a phone for an account that has none (made by e-mail or a third-party
 * login): the phone and its code (purpose `change_phone`, sent to that phone), plus re-authentication
 * as for a change (reauth.ts). An account that already has a phone changes it with `POST /me/phone`.
 */
export const bindPhoneSchema = z.object({
  phone: phone(),
  code: code(),
  ...reauthShape,
});

export type SendCodeInput = z.infer<typeof sendCodeSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangePhoneInput = z.infer<typeof changePhoneSchema>;
export type BindPhoneInput = z.infer<typeof bindPhoneSchema>;

/** `POST /auth/codes`: seconds until a resend is allowed. */
export const codeSentDtoSchema = z.object({
  cooldown: count().meta({ description: 'Seconds until another code may be sent to the same target.' }),
});

/** A new session: login, registration, third-party login. */
export const authResultDtoSchema = z
  .object({
    token: z.string().meta({ description: 'The session token: send it as the `token` header.' }),
    user: userDtoSchema,
  })
  .meta({ id: 'AuthResult' });

/** A third-party login provider the server is set up for (`GET /auth/oauth/providers`, `GET /common/init`). */
export const oauthProviderDtoSchema = z
  .object({
    name: z.string().meta({ description: 'The provider’s key in the OAuth routes’ paths.' }),
    label: z.string().meta({ description: 'The button text.' }),
  })
  .meta({ id: 'OAuthProvider' });

/** `GET /auth/oauth/:provider/url`. */
export const oauthUrlDtoSchema = z.object({
  url: z.url().meta({ description: 'The provider’s authorization page, to open in this browser.' }),
});

/** `GET /auth/oauth/:provider/callback`: the session, and the in-app path to go back to. */
export const oauthLoginDtoSchema = authResultDtoSchema.extend({
  redirect: z.string().meta({ description: 'The in-app path the login started from (`/pages/tab/index` when none or not in-app).' }),
});

declare module './search' {
  interface SearchKinds {
    /** Authors (auth's users who write), searched by name. */
    author: 'auth';
  }
}
