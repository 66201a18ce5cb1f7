import type { Language } from './language';

/**
 * Validation messages (SPEC §5) in the three interface languages. Schemas use these keys as
 * zod messages; `issuesToFieldErrors` / `translate` turn them into text. `{name}` marks a
 * parameter filled from the issue (`{max}`, `{min}`, `{length}`).
 */
export const validationMessages = {
  // generic
  'v.required': { 'zh-cn': '此项不能为空', 'en-us': 'This field is required', 'zh-hant': '此項不能為空' },
  'v.invalid': { 'zh-cn': '输入内容有误', 'en-us': 'Invalid input', 'zh-hant': '輸入內容有誤' },
  'v.type.invalid': { 'zh-cn': '数据类型不正确', 'en-us': 'Wrong type of value', 'zh-hant': '資料類型不正確' },
  'v.format.invalid': { 'zh-cn': '格式不正确', 'en-us': 'Invalid format', 'zh-hant': '格式不正確' },
  'v.enum.invalid': { 'zh-cn': '选项无效，请重新选择', 'en-us': 'Invalid option, please choose again', 'zh-hant': '選項無效，請重新選擇' },
  'v.array.invalid': { 'zh-cn': '参数必须是数组', 'en-us': 'The parameter must be an array', 'zh-hant': '參數必須是陣列' },
  'v.field.unknown': { 'zh-cn': '不支持的字段', 'en-us': 'Unknown field', 'zh-hant': '不支援的欄位' },
  'v.nothing_to_update': { 'zh-cn': '没有需要保存的修改', 'en-us': 'There is nothing to update', 'zh-hant': '沒有需要儲存的修改' },
  'v.select_before_delete': {
    'zh-cn': '请先选择要删除的项目',
    'en-us': 'Please select items before deleting',
    'zh-hant': '請先選擇要刪除的項目',
  },
  'v.emoji.forbidden': { 'zh-cn': '不能包含表情符号', 'en-us': 'Emoji are not allowed', 'zh-hant': '不能包含表情符號' },

  // lengths and sizes
  'v.too_long': {
    'zh-cn': '不能超过{max}个字符',
    'en-us': 'Cannot exceed {max} {max|character|characters}',
    'zh-hant': '不能超過{max}個字元',
  },
  'v.too_short': {
    'zh-cn': '不能少于{min}个字符',
    'en-us': 'Must be at least {min} {min|character|characters}',
    'zh-hant': '不能少於{min}個字元',
  },
  'v.length_range': {
    'zh-cn': '长度须为{min}至{max}个字符',
    'en-us': 'Must be {min} to {max} characters long',
    'zh-hant': '長度須為{min}至{max}個字元',
  },
  'v.length_exact': {
    'zh-cn': '长度须为{length}个字符',
    'en-us': 'Must be exactly {length} characters',
    'zh-hant': '長度須為{length}個字元',
  },
  'v.too_many': { 'zh-cn': '最多只能选择{max}项', 'en-us': 'Choose no more than {max} {max|item|items}', 'zh-hant': '最多只能選擇{max}項' },
  'v.too_few': { 'zh-cn': '至少需要{min}项', 'en-us': 'Choose at least {min} {min|item|items}', 'zh-hant': '至少需要{min}項' },
  'v.search.required': { 'zh-cn': '请输入搜索内容', 'en-us': 'Type something to search for', 'zh-hant': '請輸入搜尋內容' },

  // numbers
  'v.number.invalid': { 'zh-cn': '请输入有效的数字', 'en-us': 'Please enter a valid number', 'zh-hant': '請輸入有效的數字' },
  'v.integer.invalid': { 'zh-cn': '请输入整数', 'en-us': 'Please enter a whole number', 'zh-hant': '請輸入整數' },
  'v.range': {
    'zh-cn': '请输入{min}到{max}之间的数值',
    'en-us': 'Please enter a value between {min} and {max}',
    'zh-hant': '請輸入{min}至{max}之間的數值',
  },
  'v.min': { 'zh-cn': '不能小于{min}', 'en-us': 'Must be at least {min}', 'zh-hant': '不能小於{min}' },
  'v.max': { 'zh-cn': '不能大于{max}', 'en-us': 'Must be at most {max}', 'zh-hant': '不能大於{max}' },
  'v.gt': { 'zh-cn': '必须大于{min}', 'en-us': 'Must be greater than {min}', 'zh-hant': '必須大於{min}' },
  'v.lt': { 'zh-cn': '必须小于{max}', 'en-us': 'Must be less than {max}', 'zh-hant': '必須小於{max}' },
  'v.page.invalid': { 'zh-cn': '页码无效', 'en-us': 'Invalid page number', 'zh-hant': '頁碼無效' },
  'v.money.invalid': {
    'zh-cn': '请输入正确的金额（最多两位小数）',
    'en-us': 'Please enter a valid amount (up to two decimal places)',
    'zh-hant': '請輸入正確的金額（最多兩位小數）',
  },

  // formats
  'v.uuid.invalid': { 'zh-cn': 'ID无效', 'en-us': 'Invalid ID', 'zh-hant': 'ID無效' },
  'v.url.invalid': { 'zh-cn': '请输入正确的网址', 'en-us': 'Please enter a valid URL', 'zh-hant': '請輸入正確的網址' },
  'v.path.invalid': { 'zh-cn': '文件地址无效', 'en-us': 'Invalid file path', 'zh-hant': '檔案路徑無效' },
  'v.image.not_uploaded': {
    'zh-cn': '请先在本站上传图片',
    'en-us': 'Please upload the image here first',
    'zh-hant': '請先在本站上傳圖片',
  },
  'v.date.invalid': { 'zh-cn': '请输入正确的日期', 'en-us': 'Please enter a valid date', 'zh-hant': '請輸入正確的日期' },
  'v.id_card.invalid': {
    'zh-cn': '请输入正确的身份证号码',
    'en-us': 'Please enter a valid ID card number',
    'zh-hant': '請輸入正確的身分證號碼',
  },
  'v.credit_code.invalid': {
    'zh-cn': '请输入正确的统一社会信用代码',
    'en-us': 'Please enter a valid unified social credit code',
    'zh-hant': '請輸入正確的統一社會信用代碼',
  },
  'v.bank_card.invalid': {
    'zh-cn': '请输入正确的银行卡号',
    'en-us': 'Please enter a valid bank card number',
    'zh-hant': '請輸入正確的銀行卡號',
  },
  'v.landline.invalid': {
    'zh-cn': '请输入正确的固定电话号码',
    'en-us': 'Please enter a valid landline number',
    'zh-hant': '請輸入正確的市話號碼',
  },
  'v.qq.invalid': { 'zh-cn': '请输入正确的QQ号', 'en-us': 'Please enter a valid QQ number', 'zh-hant': '請輸入正確的QQ號碼' },
  'v.plate.invalid': {
    'zh-cn': '请输入正确的车牌号',
    'en-us': 'Please enter a valid licence plate number',
    'zh-hant': '請輸入正確的車牌號碼',
  },

  // accounts and passwords
  'v.phone.invalid': { 'zh-cn': '请输入正确的手机号', 'en-us': 'Please enter a valid mobile number', 'zh-hant': '請輸入正確的手機號碼' },
  'v.email.invalid': {
    'zh-cn': '请输入正确的邮箱地址',
    'en-us': 'Please enter a valid email address',
    'zh-hant': '請輸入正確的電子郵件地址',
  },
  'v.account.invalid': {
    'zh-cn': '请输入正确的手机号或邮箱',
    'en-us': 'Please enter a valid mobile number or email address',
    'zh-hant': '請輸入正確的手機號碼或電子郵件地址',
  },
  'v.code.invalid': {
    'zh-cn': '请输入6位数字验证码',
    'en-us': 'Please enter the 6-digit verification code',
    'zh-hant': '請輸入6位數字驗證碼',
  },
  'v.password.invalid': {
    'zh-cn': '密码须为6至12位字母和数字的组合',
    'en-us': 'Password must be 6 to 12 characters with both letters and digits',
    'zh-hant': '密碼須為6至12位字母與數字的組合',
  },
  'v.password.same': {
    'zh-cn': '新密码与旧密码相同，请重新输入',
    'en-us': 'The new password is the same as the old password, please re-enter',
    'zh-hant': '新密碼與舊密碼相同，請重新輸入',
  },
  'v.password.mismatch': {
    'zh-cn': '两次输入的新密码不一致，请重新输入',
    'en-us': 'The new password is inconsistent, please re-enter',
    'zh-hant': '兩次輸入的新密碼不一致，請重新輸入',
  },
  'v.password.confirm_required': {
    'zh-cn': '请再次输入新密码',
    'en-us': 'Please enter the confirmation new password',
    'zh-hant': '請再次輸入新密碼',
  },
  'v.login.password_or_code': {
    'zh-cn': '请使用密码或验证码其中一种方式登录',
    'en-us': 'Log in with either a password or a verification code, not both',
    'zh-hant': '請使用密碼或驗證碼其中一種方式登入',
  },
  'v.agree.required': {
    'zh-cn': '请阅读并同意《用户协议》和《隐私政策》',
    'en-us': 'Please read and agree to the User Agreement and Privacy Policy',
    'zh-hant': '請閱讀並同意《使用者協議》及《隱私權政策》',
  },

  // profile and account deletion
  'v.nickname.required': { 'zh-cn': '请输入昵称', 'en-us': 'Please enter a nickname', 'zh-hant': '請輸入暱稱' },
  'v.nickname.too_long': {
    'zh-cn': '昵称不能超过{max}个字符',
    'en-us': 'Nickname cannot exceed {max} {max|character|characters}',
    'zh-hant': '暱稱不能超過{max}個字元',
  },
  'v.gender.invalid': { 'zh-cn': '请选择正确的性别', 'en-us': 'Please choose a valid gender', 'zh-hant': '請選擇正確的性別' },
  'v.birthday.invalid': { 'zh-cn': '请选择正确的生日', 'en-us': 'Please choose a valid date of birth', 'zh-hant': '請選擇正確的生日' },
  'v.bio.too_long': {
    'zh-cn': '个人简介不能超过{max}个字符',
    'en-us': 'Bio cannot exceed {max} {max|character|characters}',
    'zh-hant': '個人簡介不能超過{max}個字元',
  },
  'v.deletion.agree_required': {
    'zh-cn': '请阅读并同意《账号注销须知》',
    'en-us': 'Please read and agree to the account deletion notice',
    'zh-hant': '請閱讀並同意《帳號註銷須知》',
  },
  'v.deletion.reason_required': {
    'zh-cn': '请填写注销原因',
    'en-us': 'Please tell us why you are deleting your account',
    'zh-hant': '請填寫註銷原因',
  },

  // feedback, advertisers
  'v.feedback.content_required': { 'zh-cn': '请填写反馈内容', 'en-us': 'Please enter your feedback', 'zh-hant': '請填寫意見回饋內容' },
  'v.screenshots.too_many': {
    'zh-cn': '最多上传{max}张截图',
    'en-us': 'You can upload up to {max} {max|screenshot|screenshots}',
    'zh-hant': '最多上傳{max}張截圖',
  },
  'v.announcement.ends_before_start': {
    'zh-cn': '结束时间须晚于开始时间',
    'en-us': 'The end time must be after the start time',
    'zh-hant': '結束時間須晚於開始時間',
  },
  // shop
  'v.shop.duplicate_sku': {
    'zh-cn': '同一商品规格出现了两次',
    'en-us': 'The same item appears twice',
    'zh-hant': '同一商品規格出現了兩次',
  },
  'v.shop.duplicate_province': {
    'zh-cn': '同一个省份出现了两次',
    'en-us': 'The same province appears twice',
    'zh-hant': '同一個省份出現了兩次',
  },
  'v.shop.lines_or_cart': {
    'zh-cn': '请选择要购买的商品，或从购物车结算',
    'en-us': 'Give the items to buy, or check out the cart',
    'zh-hant': '請選擇要購買的商品，或從購物車結算',
  },
  'v.advertiser.agree_required': {
    'zh-cn': '请阅读并同意《广告主协议》',
    'en-us': 'Please read and agree to the Advertiser Agreement',
    'zh-hant': '請閱讀並同意《廣告主協議》',
  },
  'v.advertiser.risk_required': {
    'zh-cn': '请确认您已知晓相关风险',
    'en-us': 'Please confirm that you understand the risks',
    'zh-hant': '請確認您已知悉相關風險',
  },
  'v.advertiser.companyName.required': { 'zh-cn': '请填写公司名称', 'en-us': 'Please enter the company name', 'zh-hant': '請填寫公司名稱' },
  'v.advertiser.province.required': {
    'zh-cn': '请选择公司所在省份',
    'en-us': "Please choose the company's province",
    'zh-hant': '請選擇公司所在省份',
  },
  'v.advertiser.city.required': {
    'zh-cn': '请选择公司所在城市',
    'en-us': "Please choose the company's city",
    'zh-hant': '請選擇公司所在城市',
  },
  'v.advertiser.district.required': {
    'zh-cn': '请选择公司所在区县',
    'en-us': "Please choose the company's district",
    'zh-hant': '請選擇公司所在區縣',
  },
  'v.advertiser.address.required': { 'zh-cn': '请填写详细地址', 'en-us': 'Please enter the detailed address', 'zh-hant': '請填寫詳細地址' },
  'v.advertiser.creditCode.required': {
    'zh-cn': '请填写统一社会信用代码',
    'en-us': 'Please enter the unified social credit code',
    'zh-hant': '請填寫統一社會信用代碼',
  },
  'v.advertiser.licenseImage.required': {
    'zh-cn': '请上传营业执照',
    'en-us': 'Please upload the business licence',
    'zh-hant': '請上傳營業執照',
  },
  'v.advertiser.businessScope.required': {
    'zh-cn': '请填写经营范围',
    'en-us': 'Please enter the business scope',
    'zh-hant': '請填寫經營範圍',
  },
  'v.advertiser.legalName.required': {
    'zh-cn': '请填写法人姓名',
    'en-us': "Please enter the legal person's name",
    'zh-hant': '請填寫法人姓名',
  },
  'v.advertiser.legalPhonePrefix.required': {
    'zh-cn': '请选择法人手机区号',
    'en-us': "Please choose the legal person's phone prefix",
    'zh-hant': '請選擇法人手機區號',
  },
  'v.advertiser.legalPhone.required': {
    'zh-cn': '请填写法人手机号',
    'en-us': "Please enter the legal person's phone number",
    'zh-hant': '請填寫法人手機號碼',
  },
  'v.advertiser.legalEmail.required': {
    'zh-cn': '请填写法人邮箱',
    'en-us': "Please enter the legal person's e-mail",
    'zh-hant': '請填寫法人電郵',
  },
  'v.advertiser.contactName.required': {
    'zh-cn': '请填写联系人姓名',
    'en-us': "Please enter the contact's name",
    'zh-hant': '請填寫聯絡人姓名',
  },
  'v.advertiser.contactPhonePrefix.required': {
    'zh-cn': '请选择联系人手机区号',
    'en-us': "Please choose the contact's phone prefix",
    'zh-hant': '請選擇聯絡人手機區號',
  },
  'v.advertiser.contactPhone.required': {
    'zh-cn': '请填写联系人手机号',
    'en-us': "Please enter the contact's phone number",
    'zh-hant': '請填寫聯絡人手機號碼',
  },
  'v.advertiser.contactEmail.required': {
    'zh-cn': '请填写联系人邮箱',
    'en-us': "Please enter the contact's e-mail",
    'zh-hant': '請填寫聯絡人電郵',
  },
  'v.advertiser.wechatId.required': { 'zh-cn': '请填写微信号', 'en-us': 'Please enter the WeChat ID', 'zh-hant': '請填寫微信號' },
  'v.advertiser.whatsapp.required': { 'zh-cn': '请填写WhatsApp', 'en-us': 'Please enter the WhatsApp number', 'zh-hant': '請填寫WhatsApp' },
  'v.advertiser.legalPhone.invalid': {
    'zh-cn': '法人手机号格式不正确',
    'en-us': "The legal person's phone number is not valid for its prefix",
    'zh-hant': '法人手機號碼格式不正確',
  },
  'v.advertiser.contactPhone.invalid': {
    'zh-cn': '联系人手机号格式不正确',
    'en-us': "The contact's phone number is not valid for its prefix",
    'zh-hant': '聯絡人手機號碼格式不正確',
  },
  'v.advertiser.legalEmail.invalid': {
    'zh-cn': '法人邮箱格式不正确',
    'en-us': "The legal person's e-mail is not valid",
    'zh-hant': '法人電郵格式不正確',
  },
  'v.advertiser.contactEmail.invalid': {
    'zh-cn': '联系人邮箱格式不正确',
    'en-us': "The contact's e-mail is not valid",
    'zh-hant': '聯絡人電郵格式不正確',
  },
  'v.advertiser.phonePrefix.invalid': { 'zh-cn': '手机区号无效', 'en-us': 'The phone prefix is not valid', 'zh-hant': '手機區號無效' },
  'v.advertiser.creditCode.invalid': {
    'zh-cn': '统一社会信用代码无效（18位大写字母或数字，校验位须正确）',
    'en-us': 'The unified social credit code is not valid (18 capital letters or digits with a correct check character)',
    'zh-hant': '統一社會信用代碼無效（18位大寫字母或數字，校驗位須正確）',
  },
  'v.advertiser.creditCode.length': {
    'zh-cn': '统一社会信用代码为18位，当前为{length}位',
    'en-us': 'The unified social credit code has 18 characters; this one has {length}',
    'zh-hant': '統一社會信用代碼為18位，目前為{length}位',
  },
  'v.advertiser.creditCode.lowercase': {
    'zh-cn': '统一社会信用代码中的字母须为大写',
    'en-us': 'Type the letters of the credit code in capitals',
    'zh-hant': '統一社會信用代碼中的字母須為大寫',
  },
  'v.advertiser.creditCode.char': {
    'zh-cn': '第{position}位“{char}”有误：第3至8位为数字，其余为数字或大写字母（不含I、O、S、V、Z）',
    'en-us': 'Character {position} ("{char}") cannot be there: characters 3 to 8 are digits, the others digits or capitals other than I, O, S, V and Z',
    'zh-hant': '第{position}位「{char}」有誤：第3至8位為數字，其餘為數字或大寫字母（不含I、O、S、V、Z）',
  },
  'v.advertiser.creditCode.check': {
    'zh-cn': '最后一位是校验位，由前17位算出：按你填写的前17位应为“{expected}”，而不是“{typed}”。请对照营业执照检查是否有抄错的字符',
    'en-us': 'The last character is a check character worked out from the first 17: for the 17 you typed it would be "{expected}", not "{typed}". Compare the code with your business licence for a mistyped character',
    'zh-hant': '最後一位是校驗位，由前17位算出：按你填寫的前17位應為「{expected}」，而不是「{typed}」。請對照營業執照檢查是否有抄錯的字元',
  },
  'v.advertiser.licenseImage.invalid': {
    'zh-cn': '营业执照图片地址无效',
    'en-us': 'The business licence image is not valid',
    'zh-hant': '營業執照圖片地址無效',
  },
  'v.advertiser.link.invalid': {
    'zh-cn': '链接须为 https:// 网址或应用内页面',
    'en-us': 'The link must be an https:// address or an in-app page',
    'zh-hant': '連結須為 https:// 網址或應用內頁面',
  },
  'v.advertiser.reason.required': {
    'zh-cn': '驳回时请填写原因',
    'en-us': 'Please give a reason for the rejection',
    'zh-hant': '駁回時請填寫原因',
  },
  'v.advertiser.reason.one': {
    'zh-cn': '请选择一个常用原因，或填写自己的说明，二者选其一',
    'en-us': 'Choose a ready-made reason or write your own, not both',
    'zh-hant': '請選擇一個常用原因，或填寫自己的說明，二者擇一',
  },
  'v.advertiser.image.required': { 'zh-cn': '请上传广告图片', 'en-us': 'Please upload the ad image', 'zh-hant': '請上傳廣告圖片' },
  'v.advertiser.title.required': { 'zh-cn': '请填写广告标题', 'en-us': 'Please enter the ad title', 'zh-hant': '請填寫廣告標題' },
  'v.advertiser.link.required': { 'zh-cn': '请填写广告链接', 'en-us': 'Please enter the ad link', 'zh-hant': '請填寫廣告連結' },
  'v.advertiser.licenseImage.not_uploaded': {
    'zh-cn': '请上传您本人的营业执照图片',
    'en-us': 'Upload your own business licence picture',
    'zh-hant': '請上傳您本人的營業執照圖片',
  },
  'v.advertiser.serve.invalid': { 'zh-cn': '缺少广告展示标识', 'en-us': 'The ad’s serve id is missing', 'zh-hant': '缺少廣告展示標識' },
  'v.advertiser.device.invalid': { 'zh-cn': '设备标识无效', 'en-us': 'Invalid device id', 'zh-hant': '裝置識別碼無效' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof validationMessages;

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(validationMessages, key);
}

/**
 * Text for a catalogue key in `lang`, with `{name}` placeholders filled from `params`
 * (a placeholder without a value is left as it is). An unknown key is returned unchanged.
 */
export function translate(key: string, lang: Language, params?: MessageParams): string {
  if (!isMessageKey(key)) return key;
  const text: string = validationMessages[key][lang];
  return params ? interpolate(text, params) : text;
}

/**
 * Fills a message's placeholders: `{name}` takes `params.name`; `{name|one|other}` takes the word
 * for that number — `one` when it is 1, else `other` — so English reads "1 ticket", "3 tickets"
 * (`{count} {count|ticket|tickets}`). A placeholder without its parameter is left as it is.
 */
export function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    if (one === undefined) return String(value);
    return Number(value) === 1 ? one : (other ?? '');
  });
}
