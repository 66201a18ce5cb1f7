import { LANGUAGES } from '@contracts/language';
import { t, tStored } from '@server/common/i18n/i18n';
import { ArticlePublished, ArticleReviewed } from '../events/content.events';
import { publishedNoticeFor, reviewNoticeFor } from './content.notices';

const base = { articleId: 'a-1', authorId: 'u-1', title: 'Manta night', language: 'en-us' as const };

describe('content notices', () => {
  it('a decision becomes the author’s review message, with the reason when rejected, in three languages', () => {
    const rejected = new ArticleReviewed({ ...base, decision: 'rejected', reason: 'Blurry cover' });
    const n = reviewNoticeFor(rejected);
    expect(n).toEqual({
      eventId: rejected.eventId,
      recipientId: 'u-1',
      category: 'review',
      titleKey: 'notice.content.rejected.title',
      bodyKey: 'notice.content.rejected.body',
      params: { title: 'Manta night', reason: 'Blurry cover' },
      link: '/pages/editor/editor?id=a-1',
    });
    expect(LANGUAGES.map((l) => tStored(l, n.bodyKey, n.params))).toEqual([
      '您的文章《Manta night》未通过审核。审核员留言（原文）：“Blurry cover”',
      'Your article "Manta night" was not approved. Reviewer’s note (as written): “Blurry cover”',
      '您的文章《Manta night》未通過審核。審核員留言（原文）：「Blurry cover」',
    ]);
    const approved = reviewNoticeFor(new ArticleReviewed({ ...base, decision: 'approved', reason: null }));
    expect([approved.titleKey, approved.link]).toEqual(['notice.content.approved.title', '/pages/article/article?id=a-1']);
  });

  it('a publication becomes one notice per follower, keyed by the event and the follower', () => {
    const e = new ArticlePublished({ ...base, publishedAt: new Date() });
    const [x, y] = ['f-1', 'f-2'].map((id) => publishedNoticeFor(e, id, 'Reef Lee'));
    expect([x!.eventId, x!.recipientId, y!.recipientId]).toEqual([e.eventId, 'f-1', 'f-2']);
    expect(tStored('en-us', x!.bodyKey, x!.params)).toBe('Reef Lee published "Manta night"');
    expect(t('zh-hant', x!.titleKey)).toBe('關注的作者發佈了新文章');
  });
});
