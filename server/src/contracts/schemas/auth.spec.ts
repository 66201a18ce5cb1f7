import { fieldError as e, fieldErrors as errors } from './schema-expect';
import { changePasswordSchema, changePhoneSchema, loginSchema, registerSchema, resetPasswordSchema, sendCodeSchema } from './auth';

describe('sendCodeSchema', () => {
  it('accepts sms to a phone and email to an address (trimmed, lower-cased)', () => {
    expect(sendCodeSchema.parse({ channel: 'sms', target: ' 13800138000 ', purpose: 'register' })).toEqual({
      channel: 'sms',
      target: '13800138000',
      purpose: 'register',
    });
    expect(sendCodeSchema.parse({ channel: 'email', target: ' Diver@Example.COM', purpose: 'reset', __token__: 'x' })).toEqual({
      channel: 'email',
      target: 'diver@example.com',
      purpose: 'reset',
    });
  });

  it.each(['register', 'login', 'reset', 'change_phone', 'delete'])('accepts purpose %s', (purpose) =>
    expect(sendCodeSchema.safeParse({ channel: 'sms', target: '13800138000', purpose }).success).toBe(true),
  );

  it('checks the target against the channel', () => {
    expect(errors(sendCodeSchema, { channel: 'sms', target: 'a@x.com', purpose: 'login' })).toEqual([e('target', 'v.phone.invalid')]);
    expect(errors(sendCodeSchema, { channel: 'email', target: '13800138000', purpose: 'login' })).toEqual([e('target', 'v.email.invalid')]);
  });

  it('reports missing and unknown values', () => {
    expect(errors(sendCodeSchema, {})).toEqual([e('channel', 'v.required'), e('target', 'v.required'), e('purpose', 'v.required')]);
    expect(errors(sendCodeSchema, { channel: 'fax', target: ' ', purpose: 'x' })).toEqual([
      e('channel', 'v.enum.invalid'),
      e('target', 'v.required'),
      e('purpose', 'v.enum.invalid'),
    ]);
  });
});

describe('registerSchema', () => {
  const ok = { account: '13800138000', code: '123456', password: 'abc123', agree: true };

  it('accepts a phone or an e-mail account', () => {
    expect(registerSchema.parse(ok)).toEqual(ok);
    expect(registerSchema.parse({ ...ok, account: ' A@X.com ', nickname: ' Nemo ' })).toEqual({
      ...ok,
      account: 'a@x.com',
      nickname: 'Nemo',
    });
  });

  it('validates every field', () => {
    expect(errors(registerSchema, { account: 'nope', code: '12345', password: 'abcdef', agree: false })).toEqual([
      e('account', 'v.account.invalid'),
      e('code', 'v.code.invalid'),
      e('password', 'v.password.invalid'),
      e('agree', 'v.agree.required'),
    ]);
    expect(errors(registerSchema, {})).toEqual([
      e('account', 'v.required'),
      e('code', 'v.required'),
      e('password', 'v.required'),
      e('agree', 'v.agree.required'),
    ]);
    expect(errors(registerSchema, { ...ok, agree: 'true' })).toEqual([e('agree', 'v.agree.required')]);
  });

  it('checks the optional nickname', () => {
    expect(errors(registerSchema, { ...ok, nickname: '  ' })).toEqual([e('nickname', 'v.nickname.required')]);
    expect(errors(registerSchema, { ...ok, nickname: 'x'.repeat(21) })).toEqual([e('nickname', 'v.nickname.too_long', { max: 20 })]);
    expect(registerSchema.safeParse({ ...ok, nickname: '潜'.repeat(20) }).success).toBe(true);
  });

  it('does not trim passwords', () => {
    expect(errors(registerSchema, { ...ok, password: ' abc123' })).toEqual([e('password', 'v.password.invalid')]);
  });
});

describe('loginSchema', () => {
  it('accepts a password or a code', () => {
    expect(loginSchema.parse({ account: '13800138000', password: 'whatever' })).toEqual({ account: '13800138000', password: 'whatever' });
    expect(loginSchema.parse({ account: 'A@x.com', code: ' 123456 ' })).toEqual({ account: 'a@x.com', code: '123456' });
  });

  it('treats empty strings as absent', () => {
    expect(loginSchema.parse({ account: '13800138000', password: 'pw', code: '' })).toEqual({ account: '13800138000', password: 'pw' });
    expect(loginSchema.parse({ account: '13800138000', password: '', code: '123456' })).toEqual({ account: '13800138000', code: '123456' });
  });

  it('requires exactly one credential', () => {
    expect(errors(loginSchema, { account: '13800138000' })).toEqual([e('password', 'v.required')]);
    expect(errors(loginSchema, { account: '13800138000', password: '', code: '' })).toEqual([e('password', 'v.required')]);
    expect(errors(loginSchema, { account: '13800138000', password: 'a', code: '123456' })).toEqual([e('code', 'v.login.password_or_code')]);
  });

  it('checks the account, code format and password length', () => {
    expect(errors(loginSchema, { account: 'x', password: 'a' })).toEqual([e('account', 'v.account.invalid')]);
    expect(errors(loginSchema, { account: '13800138000', code: '12ab56' })).toEqual([e('code', 'v.code.invalid')]);
    expect(errors(loginSchema, { account: '13800138000', password: 'a'.repeat(129) })).toEqual([e('password', 'v.too_long', { max: 128 })]);
    expect(errors(loginSchema, { account: '13800138000', password: 123456 })).toEqual([e('password', 'v.type.invalid')]);
  });
});

describe('resetPasswordSchema', () => {
  const ok = { account: '13800138000', code: '123456', password: 'abc123' };

  it('accepts with or without a matching confirmation', () => {
    expect(resetPasswordSchema.parse(ok)).toEqual(ok);
    expect(resetPasswordSchema.parse({ ...ok, confirmPassword: 'abc123' })).toEqual({ ...ok, confirmPassword: 'abc123' });
  });

  it('rejects a mismatching or empty confirmation', () => {
    expect(errors(resetPasswordSchema, { ...ok, confirmPassword: 'abc124' })).toEqual([e('confirmPassword', 'v.password.mismatch')]);
    expect(errors(resetPasswordSchema, { ...ok, confirmPassword: '' })).toEqual([e('confirmPassword', 'v.password.confirm_required')]);
  });

  it('checks the password policy', () => {
    expect(errors(resetPasswordSchema, { ...ok, password: '12345678' })).toEqual([e('password', 'v.password.invalid')]);
  });
});

describe('changePasswordSchema', () => {
  const byPassword = { mode: 'password', oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' };
  const byCode = { mode: 'code', code: '123456', newPassword: 'new123', confirmPassword: 'new123' };

  it('accepts both modes', () => {
    expect(changePasswordSchema.parse(byPassword)).toEqual(byPassword);
    expect(changePasswordSchema.parse(byCode)).toEqual(byCode);
  });

  it('rejects the same password (mode password)', () => {
    expect(errors(changePasswordSchema, { ...byPassword, newPassword: 'old123', confirmPassword: 'old123' })).toEqual([
      e('newPassword', 'v.password.same'),
    ]);
  });

  it.each([byPassword, byCode])('rejects a mismatch and an empty confirmation (mode $mode)', (input) => {
    expect(errors(changePasswordSchema, { ...input, confirmPassword: 'new124' })).toEqual([e('confirmPassword', 'v.password.mismatch')]);
    expect(errors(changePasswordSchema, { ...input, confirmPassword: '' })).toEqual([e('confirmPassword', 'v.password.confirm_required')]);
    const { confirmPassword: _omit, ...withoutConfirmation } = input;
    expect(errors(changePasswordSchema, withoutConfirmation)).toEqual([e('confirmPassword', 'v.password.confirm_required')]);
  });

  it('applies the password policy to old and new passwords', () => {
    expect(
      errors(changePasswordSchema, { ...byPassword, oldPassword: 'abc', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual([e('oldPassword', 'v.password.invalid'), e('newPassword', 'v.password.invalid')]);
  });

  it('reports the mismatch together with other field errors', () => {
    expect(errors(changePasswordSchema, { mode: 'code', code: '', newPassword: 'new123', confirmPassword: 'other1' })).toEqual([
      e('code', 'v.required'),
      e('confirmPassword', 'v.password.mismatch'),
    ]);
    expect(errors(changePasswordSchema, { mode: 'password', newPassword: 'new123', confirmPassword: 'new123' })).toEqual([
      e('oldPassword', 'v.required'),
    ]);
  });

  it('requires a known mode', () => {
    expect(errors(changePasswordSchema, { ...byCode, mode: 'sms' })).toEqual([e('mode', 'v.enum.invalid')]);
    expect(errors(changePasswordSchema, { newPassword: 'new123' })).toEqual([e('mode', 'v.enum.invalid')]);
  });
});

describe('changePhoneSchema', () => {
  it('accepts a phone and a code', () => {
    expect(changePhoneSchema.parse({ phone: ' 13900139000', code: '654321' })).toEqual({ phone: '13900139000', code: '654321' });
  });
  it('rejects bad values', () => {
    expect(errors(changePhoneSchema, { phone: 'a@x.com', code: '1' })).toEqual([
      e('phone', 'v.phone.invalid'),
      e('code', 'v.code.invalid'),
    ]);
    expect(errors(changePhoneSchema, {})).toEqual([e('phone', 'v.required'), e('code', 'v.required')]);
  });
});
