/**
 * The shared server messages: generic errors and results the common layer, infra and every module
 * send (session, rate limits, anti-forgery, idempotency, uploads). Validation messages live in
 * `@contracts/messages`, shared with the client. A module's own texts live in its folder
 * (`modules/<name>/<name>.messages.ts`, see `i18n.ts`).
 */
export const serverMessages = {
  ok: { 'zh-cn': '操作成功', 'en-us': 'Success', 'zh-hant': '操作成功' },
  'e.unauthorized': { 'zh-cn': '请先登录', 'en-us': 'Please log in first', 'zh-hant': '請先登入' },
  'e.forbidden': { 'zh-cn': '没有权限访问', 'en-us': 'Access denied', 'zh-hant': '沒有權限存取' },
  'e.not_found': { 'zh-cn': '内容不存在', 'en-us': 'Not found', 'zh-hant': '內容不存在' },
  'e.too_many': { 'zh-cn': '点击过快，请稍后再试', 'en-us': 'Clicking too fast, try later', 'zh-hant': '點擊過快，請稍後再試' },
  'e.session_expired': {
    'zh-cn': '登录已过期，请重新登录',
    'en-us': 'Login expired, please log in again',
    'zh-hant': '登入已過期，請重新登入',
  },
  'e.session_revoked': {
    'zh-cn': '登录已失效，请重新登录',
    'en-us': 'You were logged out, please log in again',
    'zh-hant': '登入已失效，請重新登入',
  },
  'e.account_disabled': { 'zh-cn': '账号已停用或注销', 'en-us': 'This account is disabled or deleted', 'zh-hant': '帳號已停用或註銷' },
  'e.server': { 'zh-cn': '服务器错误，请稍后再试', 'en-us': 'Server error, please try again later', 'zh-hant': '伺服器錯誤，請稍後再試' },
  'e.unavailable': {
    'zh-cn': '服务暂时不可用，请稍后重试',
    'en-us': 'The service is briefly unavailable, please try again in a moment',
    'zh-hant': '服務暫時無法使用，請稍後重試',
  },
  'e.bad_request': { 'zh-cn': '请求错误', 'en-us': 'Bad request', 'zh-hant': '請求錯誤' },
  'e.bad_char': {
    'zh-cn': '包含无法保存的字符',
    'en-us': 'Contains a character that cannot be saved',
    'zh-hant': '包含無法儲存的字元',
  },
  'e.payload_too_large': { 'zh-cn': '提交的内容过大', 'en-us': 'The request is too large', 'zh-hant': '提交的內容過大' },
  'e.csrf': { 'zh-cn': '页面已过期，请重试', 'en-us': 'The page has expired, please retry', 'zh-hant': '頁面已過期，請重試' },
  'e.idempotency_in_progress': {
    'zh-cn': '相同的请求正在处理中',
    'en-us': 'The same request is already being processed',
    'zh-hant': '相同的請求正在處理中',
  },
  'e.idempotency_mismatch': {
    'zh-cn': '幂等键已用于另一个请求',
    'en-us': 'This Idempotency-Key was used for a different request',
    'zh-hant': '冪等鍵已用於另一個請求',
  },
  'upload.no_file': { 'zh-cn': '请选择要上传的图片', 'en-us': 'Please choose an image to upload', 'zh-hant': '請選擇要上傳的圖片' },
  'upload.not_image': {
    'zh-cn': '只能上传图片（JPG、PNG、WebP、GIF、HEIC）',
    'en-us': 'Only images can be uploaded (JPG, PNG, WebP, GIF, HEIC)',
    'zh-hant': '只能上傳圖片（JPG、PNG、WebP、GIF、HEIC）',
  },
  'upload.too_large': { 'zh-cn': '图片不能超过{mb}MB', 'en-us': 'Images must be at most {mb} MB', 'zh-hant': '圖片不能超過{mb}MB' },
  'upload.store_failed': {
    'zh-cn': '图片保存失败，请稍后重试',
    'en-us': 'The photo could not be saved. Please try again',
    'zh-hant': '圖片儲存失敗，請稍後重試',
  },
  'upload.bad_field': { 'zh-cn': '上传参数无效', 'en-us': 'Invalid upload fields', 'zh-hant': '上傳參數無效' },
} as const;
