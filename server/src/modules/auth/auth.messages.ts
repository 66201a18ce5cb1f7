import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the auth module: `auth.*` (codes, login, passwords, phone, OAuth), account
 * deletion (`deletion.*`), the default nickname, and the notices of auth's events.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const authMessages = {
  'auth.code.sent': { 'zh-cn': '验证码已发送', 'en-us': 'Verification code sent', 'zh-hant': '驗證碼已發送' },
  'auth.code.cooldown': {
    'zh-cn': '请{seconds}秒后再获取验证码',
    'en-us': 'Please wait {seconds}s before requesting another code',
    'zh-hant': '請{seconds}秒後再獲取驗證碼',
  },
  'auth.code.daily_cap': {
    'zh-cn': '今日获取验证码次数过多，请明天再试',
    'en-us': 'Too many codes today, please try again tomorrow',
    'zh-hant': '今日獲取驗證碼次數過多，請明天再試',
  },
  'auth.code.invalid': { 'zh-cn': '验证码错误', 'en-us': 'Wrong verification code', 'zh-hant': '驗證碼錯誤' },
  'auth.code.expired': {
    'zh-cn': '验证码已失效，请重新获取',
    'en-us': 'The code has expired, please request a new one',
    'zh-hant': '驗證碼已失效，請重新獲取',
  },
  'auth.code.too_many_attempts': {
    'zh-cn': '错误次数过多，请重新获取验证码',
    'en-us': 'Too many wrong tries, please request a new code',
    'zh-hant': '錯誤次數過多，請重新獲取驗證碼',
  },
  'auth.code.not_requested': {
    'zh-cn': '请先获取验证码',
    'en-us': 'Please request a verification code first',
    'zh-hant': '請先獲取驗證碼',
  },
  'auth.code.send_failed': {
    'zh-cn': '验证码发送失败，请稍后再试',
    'en-us': 'Could not send the code, please try again later',
    'zh-hant': '驗證碼發送失敗，請稍後再試',
  },
  'auth.code.no_account': { 'zh-cn': '该账号未注册', 'en-us': 'This account is not registered', 'zh-hant': '該帳號未註冊' },
  'auth.code.body': {
    'zh-cn': '【Reefline】您的验证码是{code}，{minutes}分钟内有效。如非本人操作请忽略。',
    'en-us':
      '[Reefline] Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
    'zh-hant': '【Reefline】您的驗證碼是{code}，{minutes}分鐘內有效。如非本人操作請忽略。',
  },
  'auth.code.subject': { 'zh-cn': 'Reefline 验证码', 'en-us': 'Your Reefline verification code', 'zh-hant': 'Reefline 驗證碼' },
  'auth.account.exists': { 'zh-cn': '该账号已注册', 'en-us': 'This account is already registered', 'zh-hant': '該帳號已註冊' },
  'auth.login.disabled': {
    'zh-cn': '该账号已被停用，如有疑问请联系客服',
    'en-us': 'This account has been disabled. Please contact customer service.',
    'zh-hant': '該帳號已被停用，如有疑問請聯絡客服',
  },
  'auth.staff.last_admin': {
    'zh-cn': '不能移除最后一位管理员',
    'en-us': 'The last administrator cannot be removed',
    'zh-hant': '不能移除最後一位管理員',
  },
  'auth.staff.not_yourself': {
    'zh-cn': '不能停用自己的账号',
    'en-us': 'You cannot disable your own account',
    'zh-hant': '不能停用自己的帳號',
  },
  'auth.staff.deleted_account': {
    'zh-cn': '该账号已注销，无法修改',
    'en-us': 'This account has been deleted and cannot be changed',
    'zh-hant': '該帳號已註銷，無法修改',
  },
  'auth.login.failed': { 'zh-cn': '账号或密码错误', 'en-us': 'Wrong account or password', 'zh-hant': '帳號或密碼錯誤' },
  'auth.login.slow_down': {
    'zh-cn': '登录失败次数较多，请{seconds}秒后再试，或使用验证码登录',
    'en-us': 'Several failed logins: please wait {seconds} {seconds|second|seconds}, or log in with a code',
    'zh-hant': '登入失敗次數較多，請{seconds}秒後再試，或使用驗證碼登入',
  },
  'auth.login.locked': {
    'zh-cn': '登录失败次数过多，请{minutes}分钟后再试',
    'en-us': 'Too many failed logins, please try again in {minutes} {minutes|minute|minutes}',
    'zh-hant': '登入失敗次數過多，請{minutes}分鐘後再試',
  },
  'auth.reauth.required': {
    'zh-cn': '请输入当前密码，或发送到当前手机号/邮箱的验证码',
    'en-us': 'Enter your current password, or a code sent to your current phone or e-mail',
    'zh-hant': '請輸入目前密碼，或發送到目前手機號/郵箱的驗證碼',
  },
  'auth.reauth.wrong_password': { 'zh-cn': '当前密码错误', 'en-us': 'The current password is wrong', 'zh-hant': '目前密碼錯誤' },
  'auth.password.wrong_old': { 'zh-cn': '原密码错误', 'en-us': 'The old password is wrong', 'zh-hant': '原密碼錯誤' },
  'auth.password.not_set': {
    'zh-cn': '尚未设置密码，请使用验证码修改',
    'en-us': 'No password is set yet; change it with a verification code',
    'zh-hant': '尚未設定密碼，請使用驗證碼修改',
  },
  'auth.password.no_target': {
    'zh-cn': '请先绑定手机号或邮箱',
    'en-us': 'Please bind a phone number or e-mail first',
    'zh-hant': '請先綁定手機號或郵箱',
  },
  'auth.phone.same': {
    'zh-cn': '新手机号与当前手机号相同',
    'en-us': 'The new number is the same as the current one',
    'zh-hant': '新手機號與目前手機號相同',
  },
  'auth.phone.taken': {
    'zh-cn': '该手机号已被其他账号绑定',
    'en-us': 'This number is bound to another account',
    'zh-hant': '該手機號已被其他帳號綁定',
  },
  'auth.phone.already_bound': {
    'zh-cn': '账号已绑定手机号，请使用更换手机号',
    'en-us': 'Your account already has a phone number; change it instead',
    'zh-hant': '帳號已綁定手機號，請使用更換手機號',
  },
  'auth.oauth.unknown_provider': {
    'zh-cn': '不支持该登录方式',
    'en-us': 'This login method is not available',
    'zh-hant': '不支援該登入方式',
  },
  'auth.oauth.other_browser': {
    'zh-cn': '请在发起登录的浏览器中完成授权，并重新开始',
    'en-us': 'Please finish signing in in the browser where you started, and start again',
    'zh-hant': '請在發起登入的瀏覽器中完成授權，並重新開始',
  },
  'auth.oauth.failed': { 'zh-cn': '授权失败，请重试', 'en-us': 'Authorisation failed, please retry', 'zh-hant': '授權失敗，請重試' },
  'auth.logged_out': { 'zh-cn': '已退出登录', 'en-us': 'Logged out', 'zh-hant': '已登出' },
  'deletion.exists': {
    'zh-cn': '您已提交注销申请，请等待审核',
    'en-us': 'Your deletion application is already being reviewed',
    'zh-hant': '您已提交註銷申請，請等待審核',
  },
  'deletion.cannot_cancel': {
    'zh-cn': '该申请已处理，无法撤销',
    'en-us': 'This application has been decided and cannot be cancelled',
    'zh-hant': '該申請已處理，無法撤銷',
  },
  'deletion.bad_state': {
    'zh-cn': '该申请当前状态不允许此操作',
    'en-us': 'This application is not in a state that allows this',
    'zh-hant': '該申請目前狀態不允許此操作',
  },
  'deletion.nickname': { 'zh-cn': '已注销用户', 'en-us': 'Deleted user', 'zh-hant': '已註銷用戶' },
  'user.default_nickname': { 'zh-cn': '潜水员{suffix}', 'en-us': 'Diver {suffix}', 'zh-hant': '潛水員{suffix}' },
  'notice.welcome.title': { 'zh-cn': '欢迎加入 Reefline', 'en-us': 'Welcome to Reefline', 'zh-hant': '歡迎加入 Reefline' },
  'notice.welcome.body': {
    'zh-cn': '您的账号已创建成功，开始探索吧。',
    'en-us': 'Your account is ready. Start exploring!',
    'zh-hant': '您的帳號已建立成功，開始探索吧。',
  },
  'notice.password_changed.title': { 'zh-cn': '密码已修改', 'en-us': 'Password changed', 'zh-hant': '密碼已修改' },
  'notice.password_changed.body': {
    'zh-cn': '您的登录密码刚刚被修改。如非本人操作，请立即重置密码。',
    'en-us': 'Your password was just changed. If this was not you, reset your password at once.',
    'zh-hant': '您的登入密碼剛剛被修改。如非本人操作，請立即重設密碼。',
  },
  'notice.phone_bound.title': { 'zh-cn': '手机号已绑定', 'en-us': 'Phone number bound', 'zh-hant': '手機號已綁定' },
  'notice.phone_bound.body': {
    'zh-cn': '你的账号刚刚绑定了手机号，现在可以用它登录和接收验证码。如非本人操作，请立即联系客服。',
    'en-us':
      'A phone number was just bound to your account: you can now log in with it and receive codes there. If this was not you, contact support at once.',
    'zh-hant': '你的帳號剛剛綁定了手機號，現在可以用它登入和接收驗證碼。如非本人操作，請立即聯絡客服。',
  },
  'notice.phone_changed.title': { 'zh-cn': '手机号已更换', 'en-us': 'Phone number changed', 'zh-hant': '手機號已更換' },
  'notice.phone_changed.body': {
    'zh-cn': '您账号绑定的手机号刚刚被更换。如非本人操作，请立即联系客服。',
    'en-us': 'The phone number of your account was just changed. If this was not you, contact support at once.',
    'zh-hant': '您帳號綁定的手機號剛剛被更換。如非本人操作，請立即聯絡客服。',
  },
  'notice.deletion_rejected.title': {
    'zh-cn': '注销申请未通过',
    'en-us': 'Account deletion declined',
    'zh-hant': '註銷申請未通過',
  },
  'notice.deletion_rejected.body': {
    'zh-cn': '您的账号注销申请未通过审核。客服留言（原文）：“{reason}”',
    'en-us': 'Your application to delete your account was declined. Staff note (as written): “{reason}”',
    'zh-hant': '您的帳號註銷申請未通過審核。客服留言（原文）：「{reason}」',
  },
} as const satisfies MessageSet;

registerMessages('auth', authMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    auth: typeof authMessages;
  }
}
