import type { DataSource } from 'typeorm';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';

/**
 * Demo data of the messaging module, loaded by the orchestrator (server/src/seed) right after the demo
 * accounts (so only into a database that had no users), given the admin's and the member's ids:
 * one active announcement, a few inbox messages for the member (some read), and a feedback of the
 * member with customer service's reply (and the `service` message it produced), plus one open
 * feedback for the customer-service screen.
 */
export async function seedMessagingDemo(ds: DataSource, people: { adminId: string; memberId: string }): Promise<void> {
  const admin = people.adminId;
  const member = people.memberId;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  await ds.query(`INSERT INTO announcements (title, body, starts_at, ends_at, created_by, created_at) VALUES ($1, $2, NULL, $3, $4, $5)`, [
    { 'zh-cn': '海洋之星摄影大赛开始投票', 'en-us': 'Ocean Stars photo contest: voting is open', 'zh-hant': '海洋之星攝影大賽開始投票' },
    {
      'zh-cn': '每人每天可为喜欢的作品投票，排名实时更新。祝各位潜水员好运！',
      'en-us': 'Vote for your favourite photos every day; the ranking updates live. Good luck, divers!',
      'zh-hant': '每人每天可為喜歡的作品投票，排名即時更新。祝各位潛水員好運！',
    },
    new Date(Date.now() + 90 * 86_400_000),
    admin,
    minutesAgo(30),
  ]);

  const feedback = (await ds.query(
    `INSERT INTO feedback (user_id, type, content, screenshots, status, reply_content, replied_at, replied_by, created_at)
     VALUES ($1, 'bug', $2, '{}', 'replied', $3, $4, $5, $6) RETURNING id`,
    [member, '杂志页面偶尔加载很慢', '感谢反馈！我们已优化图片加载，请更新后再试。', minutesAgo(60), admin, minutesAgo(24 * 60)],
  )) as { id: string }[];
  await ds.query(
    `INSERT INTO feedback (user_id, type, content, screenshots, status, created_at) VALUES ($1, 'suggestion', $2, '{}', 'open', $3)`,
    [member, '希望增加潜点地图', minutesAgo(10)],
  );
  const feedbackId = feedback[0]?.id ?? '';

  const notices: (DeliverNoticePayload & { at: Date; read: boolean })[] = [
    {
      eventId: 'demo-welcome',
      recipientId: member,
      category: 'system',
      titleKey: 'notice.welcome.title',
      bodyKey: 'notice.welcome.body',
      params: {},
      link: null,
      at: minutesAgo(3 * 24 * 60),
      read: true,
    },
    {
      eventId: 'demo-password',
      recipientId: member,
      category: 'system',
      titleKey: 'notice.password_changed.title',
      bodyKey: 'notice.password_changed.body',
      params: {},
      link: null,
      at: minutesAgo(2 * 24 * 60),
      read: false,
    },
    {
      eventId: `demo-feedback-${feedbackId}`,
      recipientId: member,
      category: 'service',
      titleKey: 'notice.messaging.feedback_replied.title',
      bodyKey: 'notice.messaging.feedback_replied.body',
      params: { reply: '感谢反馈！我们已优化图片加载，请更新后再试。' },
      link: `/pages/my/feedback?id=${feedbackId}`,
      at: minutesAgo(60),
      read: false,
    },
  ];
  for (const n of notices) {
    await ds.query(
      `INSERT INTO messages (event_id, recipient_id, category, title_key, body_key, params, link, read_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (event_id, recipient_id) DO NOTHING`,
      [n.eventId, n.recipientId, n.category, n.titleKey, n.bodyKey, JSON.stringify(n.params), n.link, n.read ? n.at : null, n.at],
    );
  }
}
