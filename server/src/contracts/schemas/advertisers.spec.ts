import { creditCodeCheckChar } from '../validators';
import type { MessageKey } from '../messages';
import { fieldError as e, fieldErrors as errors } from './schema-expect';
import {
  APPLICATION_FIELDS,
  applicationSchema,
  creativeSchema,
  ctrOf,
  isAdLink,
  isPhoneForPrefix,
  placementSchema,
  reviewSchema,
} from './advertisers';

const code17 = '91350100M000100Y4';
const validCode = code17 + creditCodeCheckChar(code17);

export const validApplication = {
  companyName: '蓝海潜水有限公司',
  province: '440000',
  city: '440300',
  district: '440305',
  address: '南山区科技园 1 号',
  creditCode: validCode,
  licenseImage: '/api/v1/advertisers/licences/3f2b8c1e-8a4d-4c7e-9b1a-2d5e6f7a8b9c',
  businessScope: '潜水培训；潜水装备销售',
  legalName: '张三',
  legalPhonePrefix: '+86',
  legalPhone: '13800138000',
  legalEmail: 'legal@example.com',
  contactName: '李四',
  contactPhonePrefix: '+852',
  contactPhone: '51234567',
  contactEmail: 'contact@example.com',
  wechatId: 'bluereef',
  whatsapp: '+85251234567',
  agree: true,
  riskConfirmed: true,
};

describe('applicationSchema', () => {
  it('accepts a complete application', () => expect(errors(applicationSchema, validApplication)).toEqual([]));

  it.each(APPLICATION_FIELDS.filter((f) => f !== 'agree' && f !== 'riskConfirmed'))('refuses a missing or blank %s, naming it', (field) => {
    const key = `v.advertiser.${field}.required` as MessageKey;
    expect(errors(applicationSchema, { ...validApplication, [field]: undefined })).toEqual([e(field, key)]);
    expect(errors(applicationSchema, { ...validApplication, [field]: '  ' })[0]).toEqual(e(field, key));
  });

  it('needs the agreement ticked and the risk confirmed', () => {
    expect(errors(applicationSchema, { ...validApplication, agree: false, riskConfirmed: undefined })).toEqual([
      e('agree', 'v.advertiser.agree_required'),
      e('riskConfirmed', 'v.advertiser.risk_required'),
    ]);
  });

  it('checks the credit code and says what is wrong: the check character (and the one expected), lower case, a character, the length', () => {
    const typed = validCode.endsWith('0') ? '1' : '0';
    const expected = validCode.charAt(17);
    const cases: [string, MessageKey, Record<string, string | number>][] = [
      [validCode.slice(0, 17) + typed, 'v.advertiser.creditCode.check', { expected, typed }],
      [validCode.toLowerCase(), 'v.advertiser.creditCode.lowercase', {}],
      [`${validCode.slice(0, 3)}A${validCode.slice(4)}`, 'v.advertiser.creditCode.char', { position: 4, char: 'A' }],
      [`${validCode.slice(0, 10)}O${validCode.slice(11)}`, 'v.advertiser.creditCode.char', { position: 11, char: 'O' }],
      [validCode.slice(0, 17), 'v.advertiser.creditCode.length', { length: 17 }],
      [validCode + '1', 'v.advertiser.creditCode.length', { length: 19 }],
    ];
    for (const [creditCode, key, params] of cases) {
      expect(errors(applicationSchema, { ...validApplication, creditCode })).toEqual([e('creditCode', key, params)]);
    }
  });

  it('checks a phone against its prefix even while other fields are missing (a form checks one step at a time)', () => {
    const partial = { legalPhonePrefix: '+86', legalPhone: '1380013800', contactPhonePrefix: '+852', contactPhone: '51234567' };
    const found = errors(applicationSchema, partial);
    expect(found).toContainEqual(e('legalPhone', 'v.advertiser.legalPhone.invalid'));
    expect(found.filter((x) => x.field === 'contactPhone')).toEqual([]);
    expect(found).toContainEqual(e('companyName', 'v.advertiser.companyName.required'));
  });

  it('checks phones per prefix (+86: 11 digits, 1 then 3-9) and e-mails', () => {
    expect(
      errors(applicationSchema, {
        ...validApplication,
        legalPhone: '12800138000',
        contactPhone: '1234',
        legalEmail: 'x@',
        contactEmail: 'y',
      }),
    ).toEqual([
      e('legalEmail', 'v.advertiser.legalEmail.invalid'),
      e('contactEmail', 'v.advertiser.contactEmail.invalid'),
      e('legalPhone', 'v.advertiser.legalPhone.invalid'),
      e('contactPhone', 'v.advertiser.contactPhone.invalid'),
    ]);
    expect(applicationSchema.parse({ ...validApplication, legalPhonePrefix: '86' }).legalPhonePrefix).toBe('+86');
  });

  it('refuses an unsafe licence path', () =>
    expect(errors(applicationSchema, { ...validApplication, licenseImage: 'javascript:alert(1)' })).toEqual([
      e('licenseImage', 'v.advertiser.licenseImage.not_uploaded'),
    ]));
});

describe('isPhoneForPrefix', () => {
  it.each([
    ['+86', '13912345678', true],
    ['+86', '1391234567', false],
    ['+86', '12912345678', false],
    ['+852', '51234567', true],
    ['+1', '2025550123', true],
    ['+1', '123', false],
    ['+0', '13912345678', false],
  ])('%s %s → %s', (p, n, ok) => expect(isPhoneForPrefix(p, n)).toBe(ok));
});

describe('creative', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'http://example.com', 'data:text/html,x', '//evil.example', 'https://a b'])(
    'refuses the link %s',
    (link) => {
      expect(isAdLink(link)).toBe(false);
      expect(errors(creativeSchema, { image: '/uploads/a.png', title: 'Dive', link })).toEqual([e('link', 'v.advertiser.link.invalid')]);
    },
  );
  it.each(['https://reef.example/offer?x=1', '/pages/exhibition/exhibition?id=3'])('accepts %s', (link) =>
    expect(isAdLink(link)).toBe(true),
  );
  it('names each missing field', () =>
    expect(errors(placementSchema, {})).toEqual([
      e('image', 'v.advertiser.image.required'),
      e('title', 'v.advertiser.title.required'),
      e('link', 'v.advertiser.link.required'),
      e('packageId', 'v.uuid.invalid'),
    ]));
});

describe('reviewSchema', () => {
  it('needs a reason to reject', () => {
    expect(errors(reviewSchema, { decision: 'reject', reason: ' ' })).toEqual([e('reason', 'v.advertiser.reason.required')]);
    expect(errors(reviewSchema, { decision: 'approve' })).toEqual([]);
    expect(errors(reviewSchema, { decision: 'maybe' })).toEqual([e('decision', 'v.enum.invalid')]);
  });
});

it('ctrOf', () => {
  expect(ctrOf(0, 0)).toBe(0);
  expect(ctrOf(3, 1)).toBe(0.3333);
});
