import { fieldError as e, fieldErrors as errors } from './schema-expect';
import { deletionRequestSchema, isBirthday, updateProfileSchema } from './profile';

describe('isBirthday', () => {
  const now = Date.UTC(2024, 5, 15, 10, 0, 0); // 2024-06-15 10:00 UTC

  it('accepts real past dates and today', () => {
    expect(isBirthday('1990-01-31', now)).toBe(true);
    expect(isBirthday('2000-02-29', now)).toBe(true);
    expect(isBirthday('1900-01-01', now)).toBe(true);
    expect(isBirthday('2024-06-15', now)).toBe(true);
  });

  it('accepts tomorrow-in-UTC only while it is already that day in UTC+14', () => {
    expect(isBirthday('2024-06-16', now)).toBe(true); // 10:00 UTC = 00:00 the next day in UTC+14
    expect(isBirthday('2024-06-16', Date.UTC(2024, 5, 15, 9, 59))).toBe(false);
    expect(isBirthday('2024-06-17', now)).toBe(false);
  });

  it.each(['2001-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '1899-12-31', '1990-1-1', '19900101', '1990/01/01', '', '2030-01-01'])(
    'rejects %p',
    (v) => expect(isBirthday(v, now)).toBe(false),
  );
  it('rejects non-strings', () => expect(isBirthday(19900101, now)).toBe(false));
});

describe('updateProfileSchema', () => {
  it('accepts a partial update and trims text', () => {
    expect(updateProfileSchema.parse({ nickname: ' Nemo ', gender: 'female' })).toEqual({ nickname: 'Nemo', gender: 'female' });
    expect(
      updateProfileSchema.parse({
        birthday: '1990-05-20',
        bio: ' hi ',
        region: '广东省',
        city: '深圳市',
        avatar: '/uploads/a.jpg',
        background: 'https://cdn.x.com/b.jpg',
      }),
    ).toEqual({
      birthday: '1990-05-20',
      bio: 'hi',
      region: '广东省',
      city: '深圳市',
      avatar: '/uploads/a.jpg',
      background: 'https://cdn.x.com/b.jpg',
    });
  });

  it('clears nullable fields with null', () => {
    expect(updateProfileSchema.parse({ birthday: null, bio: null, region: null, city: null, avatar: null, background: null })).toEqual({
      birthday: null,
      bio: null,
      region: null,
      city: null,
      avatar: null,
      background: null,
    });
  });

  it('needs at least one field', () => {
    expect(errors(updateProfileSchema, {})).toEqual([e('', 'v.nothing_to_update')]);
    expect(errors(updateProfileSchema, { unknown: 1 })).toEqual([e('', 'v.nothing_to_update')]);
  });

  it('checks the nickname', () => {
    expect(errors(updateProfileSchema, { nickname: '   ' })).toEqual([e('nickname', 'v.nickname.required')]);
    expect(errors(updateProfileSchema, { nickname: null })).toEqual([e('nickname', 'v.nickname.required')]);
    expect(errors(updateProfileSchema, { nickname: 'n'.repeat(21) })).toEqual([e('nickname', 'v.nickname.too_long', { max: 20 })]);
    expect(updateProfileSchema.safeParse({ nickname: '🐠'.repeat(20) }).success).toBe(true);
  });

  it('checks gender, birthday, bio, region, city', () => {
    expect(errors(updateProfileSchema, { gender: 'other' })).toEqual([e('gender', 'v.gender.invalid')]);
    expect(errors(updateProfileSchema, { gender: null })).toEqual([e('gender', 'v.gender.invalid')]);
    expect(errors(updateProfileSchema, { birthday: '1990-02-30' })).toEqual([e('birthday', 'v.birthday.invalid')]);
    expect(errors(updateProfileSchema, { birthday: '2999-01-01' })).toEqual([e('birthday', 'v.birthday.invalid')]);
    expect(errors(updateProfileSchema, { birthday: 19900101 })).toEqual([e('birthday', 'v.birthday.invalid')]);
    expect(errors(updateProfileSchema, { bio: 'b'.repeat(201) })).toEqual([e('bio', 'v.bio.too_long', { max: 200 })]);
    expect(updateProfileSchema.safeParse({ bio: 'b'.repeat(200) }).success).toBe(true);
    expect(errors(updateProfileSchema, { region: 'r'.repeat(65), city: 'c'.repeat(65) })).toEqual([
      e('region', 'v.too_long', { max: 64 }),
      e('city', 'v.too_long', { max: 64 }),
    ]);
  });

  it('checks avatar and background paths', () => {
    expect(errors(updateProfileSchema, { avatar: 'javascript:alert(1)', background: '/x'.repeat(300) })).toEqual([
      e('avatar', 'v.path.invalid'),
      e('background', 'v.too_long', { max: 500 }),
    ]);
  });
});

describe('deletionRequestSchema', () => {
  it('accepts agreement and a trimmed reason', () => {
    expect(deletionRequestSchema.parse({ agree: true, reason: ' moving on ' })).toEqual({ agree: true, reason: 'moving on' });
  });

  it('requires the agreement and a reason of at most 500 characters', () => {
    expect(errors(deletionRequestSchema, {})).toEqual([e('agree', 'v.deletion.agree_required'), e('reason', 'v.deletion.reason_required')]);
    expect(errors(deletionRequestSchema, { agree: false, reason: '  ' })).toEqual([
      e('agree', 'v.deletion.agree_required'),
      e('reason', 'v.deletion.reason_required'),
    ]);
    expect(errors(deletionRequestSchema, { agree: true, reason: 'r'.repeat(501) })).toEqual([e('reason', 'v.too_long', { max: 500 })]);
    expect(deletionRequestSchema.safeParse({ agree: true, reason: 'r'.repeat(500) }).success).toBe(true);
  });
});
