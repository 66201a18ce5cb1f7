import { fieldError as e, fieldErrors as errors } from './schema-expect';
import { FEEDBACK_MAX_SCREENSHOTS, FEEDBACK_TYPES, feedbackSchema } from './feedback';

describe('feedbackSchema', () => {
  it('exports its constants', () => {
    expect(FEEDBACK_MAX_SCREENSHOTS).toBe(9);
    expect(FEEDBACK_TYPES).toEqual(['bug', 'suggestion', 'content', 'account', 'other']);
  });

  it.each(FEEDBACK_TYPES)('accepts type %s', (type) =>
    expect(feedbackSchema.safeParse({ type, content: '页面打不开，请看看！' }).success).toBe(true),
  );

  it('trims content and accepts up to nine screenshots', () => {
    const screenshots = Array.from({ length: 9 }, (_, i) => `/uploads/s${i}.jpg`);
    expect(feedbackSchema.parse({ type: 'bug', content: '  crash  ', screenshots })).toEqual({
      type: 'bug',
      content: 'crash',
      screenshots,
    });
  });

  it('requires type and content', () => {
    expect(errors(feedbackSchema, {})).toEqual([e('type', 'v.required'), e('content', 'v.feedback.content_required')]);
    expect(errors(feedbackSchema, { type: 'rant', content: '   ' })).toEqual([
      e('type', 'v.enum.invalid'),
      e('content', 'v.feedback.content_required'),
    ]);
  });

  it('forbids emoji and caps the length at 500', () => {
    expect(errors(feedbackSchema, { type: 'other', content: 'great app 👍' })).toEqual([e('content', 'v.emoji.forbidden')]);
    expect(errors(feedbackSchema, { type: 'other', content: '很好❤️' })).toEqual([e('content', 'v.emoji.forbidden')]);
    expect(errors(feedbackSchema, { type: 'other', content: 'x'.repeat(501) })).toEqual([e('content', 'v.too_long', { max: 500 })]);
    expect(feedbackSchema.safeParse({ type: 'other', content: '中'.repeat(500) }).success).toBe(true);
  });

  it('checks screenshots', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/s${i}.jpg`);
    expect(errors(feedbackSchema, { type: 'bug', content: 'x', screenshots: ten })).toEqual([
      e('screenshots', 'v.screenshots.too_many', { max: 9 }),
    ]);
    expect(errors(feedbackSchema, { type: 'bug', content: 'x', screenshots: '/a.jpg' })).toEqual([e('screenshots', 'v.array.invalid')]);
    expect(errors(feedbackSchema, { type: 'bug', content: 'x', screenshots: ['/a.jpg', 'javascript:x', ''] })).toEqual([
      e('screenshots.1', 'v.path.invalid'),
      e('screenshots.2', 'v.required'),
    ]);
  });
});
