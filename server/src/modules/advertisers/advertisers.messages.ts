import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the advertisers module (errors, reject templates, notice texts). Keys: `e.advertisers.*` errors, `advertisers.*` names and results,
 * `notice.advertisers.*` notices.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const advertisersMessages = {
  'e.advertisers.application_open': {
    'zh-cn': '您已有一份进行中的广告主申请',
    'en-us': 'You already have an advertiser application in progress',
    'zh-hant': '您已有一份進行中的廣告主申請',
  },
  'e.advertisers.already_advertiser': {
    'zh-cn': '您已是广告主，无需再次申请',
    'en-us': 'You are already an advertiser',
    'zh-hant': '您已是廣告主，無需再次申請',
  },
  'e.advertisers.not_editable': {
    'zh-cn': '只有未通过审核的申请可以修改后重新提交',
    'en-us': 'Only a rejected application can be edited and resubmitted',
    'zh-hant': '只有未通過審核的申請可以修改後重新提交',
  },
  'e.advertisers.not_reviewable': {
    'zh-cn': '只有待审核的申请可以审核',
    'en-us': 'Only an application awaiting review can be decided',
    'zh-hant': '只有待審核的申請可以審核',
  },
  'e.advertisers.not_approved': {
    'zh-cn': '广告主申请通过审核后才能购买广告投放',
    'en-us': 'Ad placements can be bought once your advertiser application is approved',
    'zh-hant': '廣告主申請通過審核後才能購買廣告投放',
  },
  'e.advertisers.package_unavailable': {
    'zh-cn': '该广告套餐已下架',
    'en-us': 'This ad package is no longer offered',
    'zh-hant': '該廣告套餐已下架',
  },
  'e.advertisers.package_in_use': {
    'zh-cn': '该套餐已有订单，只能下架，不能删除',
    'en-us': 'This package has been bought: deactivate it instead of deleting it',
    'zh-hant': '該套餐已有訂單，只能下架，不能刪除',
  },
  'e.advertisers.creative_not_editable': {
    'zh-cn': '该广告已结束或已取消，不能修改素材',
    'en-us': 'This campaign has ended or was cancelled: its creative can no longer be changed',
    'zh-hant': '該廣告已結束或已取消，不能修改素材',
  },
  'e.advertisers.creative_not_reviewable': {
    'zh-cn': '只有待审核的广告素材可以审核',
    'en-us': 'Only a creative awaiting review can be decided',
    'zh-hant': '只有待審核的廣告素材可以審核',
  },
  'e.advertisers.refund_after_run': {
    'zh-cn': '广告素材已通过审核并开始投放，不能退款',
    'en-us': 'This ad has started running (its creative was approved): it can no longer be refunded',
    'zh-hant': '廣告素材已通過審核並開始投放，不能退款',
  },
  'e.advertisers.refund_whole': {
    'zh-cn': '广告投放只能整单退款，无需填写退款数量',
    'en-us': 'An ad placement is refunded as a whole: leave out the quantity',
    'zh-hant': '廣告投放只能整單退款，無需填寫退款數量',
  },
  'e.advertisers.serve_invalid': {
    'zh-cn': '广告展示标识无效',
    'en-us': 'This ad showing is not recognised',
    'zh-hant': '廣告展示標識無效',
  },
  'e.advertisers.serve_expired': {
    'zh-cn': '广告展示已过期，未计数',
    'en-us': 'This ad showing has expired and was not counted',
    'zh-hant': '廣告展示已過期，未計數',
  },
  'e.advertisers.serve_used': {
    'zh-cn': '这次广告展示已计数',
    'en-us': 'This ad showing has already been counted',
    'zh-hant': '這次廣告展示已計數',
  },
  'e.advertisers.click_unseen': {
    'zh-cn': '广告未展示，点击未计数',
    'en-us': 'The ad was not seen: the click was not counted',
    'zh-hant': '廣告未展示，點擊未計數',
  },
  'advertisers.order_refunded': {
    'zh-cn': '广告投放已全额退款',
    'en-us': 'The ad placement was refunded in full',
    'zh-hant': '廣告投放已全額退款',
  },
  'advertisers.placement_placed': {
    'zh-cn': '订单已创建，请在{minutes}分钟内完成支付',
    'en-us': 'Order placed: please pay within {minutes} {minutes|minute|minutes}',
    'zh-hant': '訂單已建立，請在{minutes}分鐘內完成付款',
  },
  'advertisers.reject.licence_unclear': {
    'zh-cn': '营业执照图片不清晰或不完整，请重新上传清晰的原件照片',
    'en-us': 'The business licence image is unclear or incomplete: please upload a clear photo of the original',
    'zh-hant': '營業執照圖片不清晰或不完整，請重新上傳清晰的原件照片',
  },
  'advertisers.reject.company_mismatch': {
    'zh-cn': '公司名称或统一社会信用代码与营业执照不一致',
    'en-us': 'The company name or the credit code does not match the business licence',
    'zh-hant': '公司名稱或統一社會信用代碼與營業執照不一致',
  },
  'advertisers.reject.scope_unsupported': {
    'zh-cn': '经营范围不在平台可投放广告的行业之内',
    'en-us': 'The business scope is outside the industries that may advertise on the platform',
    'zh-hant': '經營範圍不在平台可投放廣告的行業之內',
  },
  'advertisers.reject.contact_unreachable': {
    'zh-cn': '联系人或法人联系方式无法联系，请核实后重新提交',
    'en-us': 'The legal person or the contact could not be reached: please check the details and resubmit',
    'zh-hant': '聯絡人或法人聯絡方式無法聯繫，請核實後重新提交',
  },
  'advertisers.reject.creative_misleading': {
    'zh-cn': '广告素材含有夸大或误导性内容',
    'en-us': 'The creative contains exaggerated or misleading claims',
    'zh-hant': '廣告素材含有誇大或誤導性內容',
  },
  'notice.advertisers.approved.title': {
    'zh-cn': '广告主申请已通过',
    'en-us': 'Advertiser application approved',
    'zh-hant': '廣告主申請已通過',
  },
  'notice.advertisers.approved.body': {
    'zh-cn': '「{company}」的广告主申请已通过审核，现在可以购买广告投放了。',
    'en-us': 'The advertiser application of "{company}" was approved: you can now buy ad placements.',
    'zh-hant': '「{company}」的廣告主申請已通過審核，現在可以購買廣告投放了。',
  },
  'notice.advertisers.rejected.title': {
    'zh-cn': '广告主申请未通过',
    'en-us': 'Advertiser application not approved',
    'zh-hant': '廣告主申請未通過',
  },
  'notice.advertisers.rejected.body': {
    'zh-cn': '「{company}」的广告主申请未通过审核，原因：{reason}。修改后可重新提交。',
    'en-us': 'The advertiser application of "{company}" was not approved. Reason: {reason}. You may edit it and resubmit.',
    'zh-hant': '「{company}」的廣告主申請未通過審核，原因：{reason}。修改後可重新提交。',
  },
  'notice.advertisers.rejected.body_note': {
    'zh-cn': '「{company}」的广告主申请未通过审核。审核员留言（原文）：“{reason}”。修改后可重新提交。',
    'en-us':
      'The advertiser application of "{company}" was not approved. Reviewer’s note (as written): “{reason}”. You may edit it and resubmit.',
    'zh-hant': '「{company}」的廣告主申請未通過審核。審核員留言（原文）：「{reason}」。修改後可重新提交。',
  },
  'notice.advertisers.creative_approved.title': { 'zh-cn': '广告素材已通过', 'en-us': 'Ad creative approved', 'zh-hant': '廣告素材已通過' },
  'notice.advertisers.creative_approved.body': {
    'zh-cn': '广告「{title}」的素材已通过审核，将在投放期内展示。',
    'en-us': 'The creative of your ad "{title}" was approved: it shows during its window.',
    'zh-hant': '廣告「{title}」的素材已通過審核，將在投放期內展示。',
  },
  'notice.advertisers.creative_rejected.title': {
    'zh-cn': '广告素材未通过',
    'en-us': 'Ad creative not approved',
    'zh-hant': '廣告素材未通過',
  },
  'notice.advertisers.creative_rejected.body': {
    'zh-cn': '广告「{title}」的素材未通过审核，原因：{reason}。修改后可重新提交。',
    'en-us': 'The creative of your ad "{title}" was not approved. Reason: {reason}. You may change it and resubmit.',
    'zh-hant': '廣告「{title}」的素材未通過審核，原因：{reason}。修改後可重新提交。',
  },
  'notice.advertisers.creative_rejected.body_note': {
    'zh-cn': '广告「{title}」的素材未通过审核。审核员留言（原文）：“{reason}”。修改后可重新提交。',
    'en-us':
      'The creative of your ad "{title}" was not approved. Reviewer’s note (as written): “{reason}”. You may change it and resubmit.',
    'zh-hant': '廣告「{title}」的素材未通過審核。審核員留言（原文）：「{reason}」。修改後可重新提交。',
  },
} as const satisfies MessageSet;

registerMessages('advertisers', advertisersMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    advertisers: typeof advertisersMessages;
  }
}
