import type { ShopText } from '@contracts/schemas/shop';
import { LANGUAGES } from '@contracts/language';
import { Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type Props = { id: string; label: string; value: ShopText; onChange: (v: ShopText) => void; multiline?: boolean; hint?: string };

/** One text in the three languages (Simplified Chinese required; a blank other language is shown in Chinese). */
export function TextsField({ id, label, value, onChange, multiline, hint }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="shop-form__group">
      <legend className="shop-form__legend">{label}</legend>
      {hint ? <p className="shop-muted shop-form__hint">{hint}</p> : null}
      {LANGUAGES.map((l) => (
        <div className="shop-form__field" key={l}>
          <label className="shop-form__label" htmlFor={`${id}-${l}`}>
            {t(`shop.language.${l}`)}
            {l === 'zh-cn' ? ` (${t('shop.admin.required')})` : ''}
          </label>
          {multiline ? (
            <TextArea id={`${id}-${l}`} value={value[l]} rows={4} onChange={(v) => onChange({ ...value, [l]: v })} data-testid={`${id}-${l}`} />
          ) : (
            <Input id={`${id}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} data-testid={`${id}-${l}`} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
