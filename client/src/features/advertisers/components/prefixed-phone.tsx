import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FormHandle } from '@client/components/form-card';
import { PhoneField } from '@client/features/advertisers/components/phone-field';
import { DEFAULT_PREFIX } from '@client/features/advertisers/utils/application-form';

type Props = {
  form: FormHandle;
  who: 'legal' | 'contact';
  testId: string;
  /** after a country was picked (e.g. to save the draft) */
  onCountry: () => void;
};

/**
 * A phone row of the application: the number is a form field; its country code and the country
 * picked for it are hidden ones set from the same line (the code is sent, the country only kept).
 */
export function PrefixedPhone({ form, who, testId, onCountry }: Props) {
  const { t } = useTranslation();
  const name = `${who}Phone` as const;
  const prefixName = `${who}PhonePrefix` as const;
  const regionName = `${who}PhoneRegion` as const;
  const prefix = (Form.useWatch(prefixName, form) as string | undefined) ?? DEFAULT_PREFIX;
  const region = Form.useWatch(regionName, form) as string | undefined;
  const label = t(`advertisers.apply.fields.${name}`);
  return (
    <>
      <Form.Item name={prefixName} hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name={regionName} hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name={name} label={label} required description={<span className="ad-help">{t('advertisers.apply.help.phone')}</span>}>
        <PhoneField
          testId={testId}
          prefix={prefix}
          region={region}
          label={label}
          required
          placeholder={t(`advertisers.apply.placeholders.${name}`)}
          onCountry={(c) => {
            form.setFieldsValue({ [prefixName]: c.prefix, [regionName]: c.region });
            form.setFields([{ name, errors: [] }]);
            onCountry();
          }}
        />
      </Form.Item>
    </>
  );
}
