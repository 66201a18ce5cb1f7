import type { LocalisedText } from '@contracts/schemas/catalogue';
import { LANGUAGES } from '@contracts/language';
import { Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export const EMPTY_TEXT: LocalisedText = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };

type Props = { id: string; label: string; value: LocalisedText; onChange: (v: LocalisedText) => void; multiline?: boolean };

/** One text in the three languages, each required (the catalogue shows every language as written). */
export function TextsField({ id, label, value, onChange, multiline }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="console-form__group">
      <legend className="console-form__legend">{label}</legend>
      {LANGUAGES.map((l) => (
        <div className="console-form__field" key={l}>
          <label className="console-form__label" htmlFor={`${id}-${l}`}>
            {t(`console.catalogue.language.${l}`)}
          </label>
          {multiline ? (
            <TextArea
              id={`${id}-${l}`}
              value={value[l]}
              rows={3}
              onChange={(v) => onChange({ ...value, [l]: v })}
              data-testid={`${id}-${l}`}
            />
          ) : (
            <Input id={`${id}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} data-testid={`${id}-${l}`} />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** A labelled single-line input (numbers, dates) with its own id for the label. */
export function LineField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <div className="console-form__field">
      <label className="console-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="console-input"
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </div>
  );
}
