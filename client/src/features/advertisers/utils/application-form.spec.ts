import { creditCodeCheckChar } from '@contracts/validators';
import { applicationSchema, type ApplicationDto } from '@contracts/schemas/advertisers';
import type { AreaNode } from '@contracts/api';
import { areaNames, provinceOptions } from '@client/lib/areas';
import {
  FORM_FIELDS,
  STEPS,
  stepOf,
  fromApplication,
  toApplicationBody,
  toFormErrors,
  type ApplicationValues,
} from '@client/features/advertisers/utils/application-form';
import { formatCtr, shortDay } from '@client/features/advertisers/utils/format';

const code17 = '91350100M000100Y4';
const values: ApplicationValues = {
  companyName: ' 蓝海潜水有限公司 ',
  area: ['440000', '440300', '440305'],
  address: '南山区科技园 1 号',
  creditCode: (code17 + creditCodeCheckChar(code17)).toLowerCase(),
  licenseImage: '/api/v1/advertisers/licences/3f2b8c1e-8a4d-4c7e-9b1a-2d5e6f7a8b9c',
  businessScope: '潜水培训',
  legalName: '张三',
  legalPhonePrefix: '+86',
  legalPhone: '138 0013 8000',
  legalEmail: 'legal@example.com',
  contactName: '李四',
  contactPhonePrefix: '+852',
  contactPhone: '5123-4567',
  contactEmail: 'contact@example.com',
  wechatId: 'bluereef',
  whatsapp: '+85251234567',
  agree: true,
  riskConfirmed: true,
};

describe('the application form', () => {
  it('sends what the contract accepts: the place split, the code upper-cased, phones without spaces', () => {
    const body = toApplicationBody(values);
    expect(body).toMatchObject({
      province: '440000',
      city: '440300',
      district: '440305',
      legalPhone: '13800138000',
      contactPhone: '51234567',
    });
    expect(body['creditCode']).toBe(code17 + creditCodeCheckChar(code17));
    expect(applicationSchema.safeParse(body).success).toBe(true);
  });

  it('sends every field of an empty form, so each refusal names its field', () => {
    const result = applicationSchema.safeParse(toApplicationBody({}));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    // the prefixes default to +86; everything else is refused
    for (const f of ['companyName', 'province', 'city', 'district', 'creditCode', 'licenseImage', 'legalPhone', 'agree', 'riskConfirmed']) {
      expect(fields.has(f)).toBe(true);
    }
    expect(fields.has('legalPhonePrefix')).toBe(false);
  });

  it('shows the place and the prefixes under the fields the form has', () => {
    expect(FORM_FIELDS).toContain('area');
    expect(FORM_FIELDS).not.toContain('province');
    expect(FORM_FIELDS).not.toContain('legalPhonePrefix');
    expect(
      toFormErrors([
        { field: 'city', msg: 'city' },
        { field: 'district', msg: 'district' },
        { field: 'contactPhonePrefix', msg: 'prefix' },
        { field: 'companyName', msg: 'name' },
      ]),
    ).toEqual([
      { field: 'area', msg: 'city' },
      { field: 'contactPhone', msg: 'prefix' },
      { field: 'companyName', msg: 'name' },
    ]);
  });

  it('edits a rejected application with its values, the ticks to give again', () => {
    const body = toApplicationBody(values);
    const dto = {
      ...body,
      id: 'a',
      status: 'rejected',
      licenseImageUrl: '/x.png',
      rejectReason: 'r',
      submittedAt: '',
      updatedAt: '',
      history: [],
    };
    const back = fromApplication(dto as unknown as ApplicationDto);
    expect(back.area).toEqual(['440000', '440300', '440305']);
    expect(back.agree).toBe(false);
    expect(toApplicationBody({ ...back, agree: true, riskConfirmed: true })).toEqual(body);
  });
});

describe("the form's steps", () => {
  it('shows every field of the form in exactly one step', () => {
    for (const field of FORM_FIELDS) expect(STEPS.filter((s) => (s.fields as readonly string[]).includes(field))).toHaveLength(1);
    expect(STEPS.flatMap((s) => s.fields).sort()).toEqual([...FORM_FIELDS].sort());
    expect(STEPS.map((s) => s.key)).toEqual(['company', 'legal', 'contact', 'licence']);
    expect(stepOf('creditCode')).toBe(0);
    expect(stepOf('contactPhone')).toBe(2);
    expect(stepOf('licenseImage')).toBe(3);
    expect(stepOf('nothing')).toBe(-1);
  });
});

describe('the place picker', () => {
  const tree: AreaNode[] = [
    { code: 'HK', name: '香港' },
    {
      code: 'CN',
      name: '中国',
      children: [
        { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [{ code: '110101', name: '东城区' }] }] },
      ],
    },
  ];
  it('offers the provinces of mainland China down to districts', () => {
    expect(provinceOptions(tree)).toEqual([
      {
        label: '北京市',
        value: '110000',
        children: [{ label: '北京市', value: '110100', children: [{ label: '东城区', value: '110101' }] }],
      },
    ]);
  });
  it('names a picked place once per name, an unknown code as it is', () => {
    expect(areaNames(tree, ['110000', '110100', '110101'])).toEqual(['北京市', '东城区']);
    expect(areaNames(tree, ['990000'])).toEqual(['990000']);
  });
});

describe('record formats', () => {
  it('shows CTR as a percentage and days as month-day', () => {
    expect(formatCtr(0.0512)).toBe('5.12%');
    expect(formatCtr(0)).toBe('0.00%');
    expect(shortDay('2026-11-26')).toBe('11-26');
  });
});
