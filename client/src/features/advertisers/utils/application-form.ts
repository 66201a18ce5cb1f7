import type { FieldError } from '@contracts/api';
import { APPLICATION_FIELDS, type ApplicationDto, type ApplicationForm } from '@contracts/schemas/advertisers';

/** The form's values: the contract's fields, the place as one picker value. */
export type ApplicationValues = Partial<Omit<ApplicationForm, 'province' | 'city' | 'district' | 'agree' | 'riskConfirmed'>> & {
  area?: string[];
  agree?: boolean;
  riskConfirmed?: boolean;
  /** the country picked for a phone's code (one code may serve several: +1, +44); not sent */
  legalPhoneRegion?: string;
  contactPhoneRegion?: string;
};

/** Fields shown under another one: the place's three under its picker, a phone's prefix beside its number. */
const SHOWN_UNDER: Record<string, string> = {
  province: 'area',
  city: 'area',
  district: 'area',
  legalPhonePrefix: 'legalPhone',
  contactPhonePrefix: 'contactPhone',
};

/** The form's visible field names, in order. */
export const FORM_FIELDS: readonly string[] = [...new Set(APPLICATION_FIELDS.map((f) => SHOWN_UNDER[f] ?? f))];

export const DEFAULT_PREFIX = '+86';

/** The form's steps (issue #36): each one's visible fields, in order. */
export const STEPS = [
  { key: 'company', fields: ['companyName', 'area', 'address', 'creditCode', 'businessScope'] },
  { key: 'legal', fields: ['legalName', 'legalPhone', 'legalEmail'] },
  { key: 'contact', fields: ['contactName', 'contactPhone', 'contactEmail', 'wechatId', 'whatsapp'] },
  { key: 'licence', fields: ['licenseImage', 'agree', 'riskConfirmed'] },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/** The step showing a field (-1: none). */
export const stepOf = (field: string): number => STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));

/** Fields checked when the user leaves them (typed into; pickers and ticks are checked on "next"). */
export const CHECKED_ON_LEAVE: readonly string[] = [
  'companyName',
  'address',
  'creditCode',
  'businessScope',
  'legalName',
  'legalPhone',
  'legalEmail',
  'contactName',
  'contactPhone',
  'contactEmail',
  'wechatId',
  'whatsapp',
];

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The body the contract's schema checks: every field present (empty when not typed). */
export function toApplicationBody(v: ApplicationValues): Record<string, unknown> {
  const area = v.area ?? [];
  return {
    companyName: str(v.companyName),
    province: area[0] ?? '',
    city: area[1] ?? '',
    district: area[2] ?? '',
    address: str(v.address),
    creditCode: str(v.creditCode).toUpperCase(),
    licenseImage: str(v.licenseImage),
    businessScope: str(v.businessScope),
    legalName: str(v.legalName),
    legalPhonePrefix: str(v.legalPhonePrefix) || DEFAULT_PREFIX,
    legalPhone: str(v.legalPhone).replace(/[\s-]/g, ''),
    legalEmail: str(v.legalEmail),
    contactName: str(v.contactName),
    contactPhonePrefix: str(v.contactPhonePrefix) || DEFAULT_PREFIX,
    contactPhone: str(v.contactPhone).replace(/[\s-]/g, ''),
    contactEmail: str(v.contactEmail),
    wechatId: str(v.wechatId),
    whatsapp: str(v.whatsapp),
    agree: v.agree === true,
    riskConfirmed: v.riskConfirmed === true,
  };
}

/** An application being edited, as form values (the ticks are given again on each submit). */
export function fromApplication(a: ApplicationDto): ApplicationValues {
  return {
    companyName: a.companyName,
    area: [a.province, a.city, a.district].filter(Boolean),
    address: a.address,
    creditCode: a.creditCode,
    licenseImage: a.licenseImage,
    businessScope: a.businessScope,
    legalName: a.legalName,
    legalPhonePrefix: a.legalPhonePrefix,
    legalPhone: a.legalPhone,
    legalEmail: a.legalEmail,
    contactName: a.contactName,
    contactPhonePrefix: a.contactPhonePrefix,
    contactPhone: a.contactPhone,
    contactEmail: a.contactEmail,
    wechatId: a.wechatId,
    whatsapp: a.whatsapp,
    agree: false,
    riskConfirmed: false,
  };
}

/** Refusals as the form shows them: a province's under the place picker, a prefix's under its phone (the first wins). */
export function toFormErrors(errors: readonly FieldError[]): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = SHOWN_UNDER[e.field] ?? e.field;
    if (!out.some((x) => x.field === field)) out.push({ ...e, field });
  }
  return out;
}

/** Where an unsent application waits when the user leaves (one per account). */
export const draftKey = (userId: string | number | null | undefined): string => `reefline:ad-application:${userId ?? 'guest'}`;

/** Where the draft's step waits beside it. */
export const draftStepKey = (key: string): string => `${key}:step`;
