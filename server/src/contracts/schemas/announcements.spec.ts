import { fieldError as e, fieldErrors as errors } from './schema-expect';
import { announcementCreateSchema } from './announcements';
import { feedbackReplySchema } from './feedback';

const all = (text: string) => ({ 'zh-cn': text, 'en-us': text, 'zh-hant': text });

describe('announcementCreateSchema', () => {
  it('accepts texts in three languages and optional ISO times', () => {
    const ok = announcementCreateSchema.parse({
      title: all(' Hi '),
      body: all('Body'),
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-01-02T00:00:00+08:00',
    });
    expect(ok.title['en-us']).toBe('Hi');
    expect(announcementCreateSchema.parse({ title: all('a'), body: all('b'), startsAt: '', endsAt: null }).startsAt).toBeUndefined();
  });

  it('requires every language and checks lengths, times and their order', () => {
    expect(errors(announcementCreateSchema, { title: { 'zh-cn': 'a', 'en-us': ' ' }, body: all('b') })).toEqual([
      e('title.en-us', 'v.required'),
      e('title.zh-hant', 'v.required'),
    ]);
    expect(errors(announcementCreateSchema, { body: all('b') })).toEqual([e('title', 'v.required')]);
    expect(errors(announcementCreateSchema, { title: all('x'.repeat(101)), body: all('b') })[0]).toEqual(
      e('title.zh-cn', 'v.too_long', { max: 100 }),
    );
    expect(errors(announcementCreateSchema, { title: all('a'), body: all('b'), startsAt: '2030-01-01' })).toEqual([
      e('startsAt', 'v.date.invalid'),
    ]);
    expect(
      errors(announcementCreateSchema, {
        title: all('a'),
        body: all('b'),
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      }),
    ).toEqual([e('endsAt', 'v.announcement.ends_before_start')]);
  });
});

describe('feedbackReplySchema', () => {
  it('requires a reply without emoji, at most 1000 characters', () => {
    expect(feedbackReplySchema.parse({ content: ' 已处理 ' })).toEqual({ content: '已处理' });
    expect(errors(feedbackReplySchema, { content: '' })).toEqual([e('content', 'v.required')]);
    expect(errors(feedbackReplySchema, { content: 'ok 👍' })).toEqual([e('content', 'v.emoji.forbidden')]);
    expect(errors(feedbackReplySchema, { content: 'x'.repeat(1001) })).toEqual([e('content', 'v.too_long', { max: 1000 })]);
  });
});
