import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the contest module (errors and notice texts). Keys: `e.contest.*` for errors, `notice.contest.*` for inbox notices.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const contestMessages = {
  'e.contest.ended': {
    'zh-cn': '比赛已结束，不能再投票',
    'en-us': 'The contest has ended: voting is closed',
    'zh-hant': '比賽已結束，不能再投票',
  },
  'e.contest.not_started': { 'zh-cn': '比赛尚未开始', 'en-us': 'The contest has not started yet', 'zh-hant': '比賽尚未開始' },
  'e.contest.entry_not_approved': {
    'zh-cn': '该作品尚未通过审核，暂不能投票',
    'en-us': 'This entry has not been approved: it cannot be voted for',
    'zh-hant': '該作品尚未通過審核，暫不能投票',
  },
  'e.contest.own_entry': {
    'zh-cn': '不能给自己的作品投票',
    'en-us': 'You cannot vote for your own entry',
    'zh-hant': '不能給自己的作品投票',
  },
  'e.contest.allowance_used': {
    'zh-cn': '今日{limit}票已用完，{renewsAt}后可再投',
    'en-us': 'You have used all {limit} {limit|vote|votes} for today; more from {renewsAt}',
    'zh-hant': '今日{limit}票已用完，{renewsAt}後可再投',
  },
  'e.contest.account_too_new': {
    'zh-cn': '新注册账号需等待{minutes}分钟后才能投票',
    'en-us': 'New accounts can vote {minutes} {minutes|minute|minutes} after registering',
    'zh-hant': '新註冊帳號需等待{minutes}分鐘後才能投票',
  },
  'e.contest.too_fast': {
    'zh-cn': '投票过于频繁，请稍后再试',
    'en-us': 'Too many votes, please try again later',
    'zh-hant': '投票過於頻繁，請稍後再試',
  },
  'e.contest.submissions_closed': {
    'zh-cn': '比赛已结束，不能再提交作品',
    'en-us': 'The contest has ended: no more entries',
    'zh-hant': '比賽已結束，不能再提交作品',
  },
  'e.contest.approval_closed': {
    'zh-cn': '比赛已结束，不能再通过作品审核（仍可驳回）',
    'en-us': 'The contest has ended: entries can no longer be approved (they can still be rejected)',
    'zh-hant': '比賽已結束，不能再通過作品審核（仍可駁回）',
  },
  'e.contest.already_reviewed': { 'zh-cn': '该作品已审核', 'en-us': 'This entry has already been reviewed', 'zh-hant': '該作品已審核' },
  'e.contest.not_found': { 'zh-cn': '比赛不存在', 'en-us': 'No such contest', 'zh-hant': '比賽不存在' },
  'contest.vote.ok': { 'zh-cn': '投票成功', 'en-us': 'Vote counted', 'zh-hant': '投票成功' },
  'contest.vote.held': {
    'zh-cn': '投票已提交，正在审核',
    'en-us': 'Vote received; it is being reviewed',
    'zh-hant': '投票已提交，正在審核',
  },
  'contest.entry.submitted': {
    'zh-cn': '作品已提交，等待审核',
    'en-us': 'Entry submitted; it will be reviewed',
    'zh-hant': '作品已提交，等待審核',
  },
  'notice.contest.approved.title': { 'zh-cn': '作品审核通过', 'en-us': 'Entry approved', 'zh-hant': '作品審核通過' },
  'notice.contest.approved.body': {
    'zh-cn': '您的作品《{title}》已通过审核，成为「{contest}」的提名作品，快去拉票吧！',
    'en-us': 'Your entry "{title}" was approved as a nominee of {contest}. Go canvass for votes!',
    'zh-hant': '您的作品《{title}》已通過審核，成為「{contest}」的提名作品，快去拉票吧！',
  },
  'notice.contest.rejected.title': { 'zh-cn': '作品审核未通过', 'en-us': 'Entry not approved', 'zh-hant': '作品審核未通過' },
  'notice.contest.rejected.body': {
    'zh-cn': '您的作品《{title}》未通过「{contest}」的审核。审核员留言（原文）：“{reason}”',
    'en-us': 'Your entry "{title}" to {contest} was not approved. Reviewer’s note (as written): “{reason}”',
    'zh-hant': '您的作品《{title}》未通過「{contest}」的審核。審核員留言（原文）：「{reason}」',
  },
  'notice.contest.ended.title': { 'zh-cn': '比赛已结束', 'en-us': 'Contest ended', 'zh-hant': '比賽已結束' },
  'notice.contest.ended.body': {
    'zh-cn': '「{contest}」已结束，您的作品《{title}》最终排名第{rank}，获得{votes}票。',
    'en-us': '{contest} has ended: your entry "{title}" finished #{rank} with {votes} votes.',
    'zh-hant': '「{contest}」已結束，您的作品《{title}》最終排名第{rank}，獲得{votes}票。',
  },
} as const satisfies MessageSet;

registerMessages('contest', contestMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    contest: typeof contestMessages;
  }
}
