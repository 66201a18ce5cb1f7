import { fieldError as e, fieldErrors as errors } from './schema-expect';
import { createContestSchema, updateContestSchema } from './contest';

const valid = {
  year: 2027,
  title: 'Ocean Stars 2027',
  cover: '/uploads/images/common/2026/11/cover.png',
  startsAt: '2027-01-01T00:00:00.000Z',
  endsAt: '2027-02-01T00:00:00.000Z',
};

describe('contest schemas: dates', () => {
  it('accepts a contest whose voting closes after it opens, with the defaults filled in', () => {
    expect(createContestSchema.parse(valid)).toMatchObject({ votesPerUserPerDay: 5, timeZone: 'Asia/Shanghai', rules: '' });
  });

  it('asks for a missing date rather than calling it invalid', () => {
    expect(errors(createContestSchema, { ...valid, startsAt: '', endsAt: ' ' })).toEqual([
      e('startsAt', 'v.required'),
      e('endsAt', 'v.required'),
    ]);
  });

  it('refuses an unreadable date and a close before the opening', () => {
    expect(errors(createContestSchema, { ...valid, startsAt: 'next week' })).toEqual([e('startsAt', 'v.date.invalid')]);
    expect(errors(createContestSchema, { ...valid, endsAt: valid.startsAt })).toEqual([e('endsAt', 'v.date.invalid')]);
    expect(errors(updateContestSchema, { startsAt: valid.endsAt, endsAt: valid.startsAt })).toEqual([e('endsAt', 'v.date.invalid')]);
  });
});
