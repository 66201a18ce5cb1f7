import { Popup } from 'antd-mobile';
import { CheckOutline, DownOutline } from 'antd-mobile-icons';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLocale } from '@client/lib/language';
import { countryFor, searchCountries, sortedCountries, type Country } from '@client/features/advertisers/utils/countries';

type Props = {
  prefix: string;
  region?: string;
  onPick: (country: Country) => void;
  /** `<testId>` on the trigger; the sheet's parts `<testId>-search`, `<testId>-option` */
  testId: string;
  /** the phone field's label, for the trigger's accessible name */
  fieldLabel: string;
};

/**
 * The country code of a phone number: a button showing the code and the country, opening a sheet
 * with every country and region, searchable by name in any of the app's three languages or by code.
 */
export function CountryCodePicker({ prefix, region, onPick, testId, fieldLabel }: Props) {
  const { t } = useTranslation();
  const lang = getCurrentLocale();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const current = countryFor(prefix, region);
  const list = useMemo(() => (open ? sortedCountries(lang) : []), [open, lang]);
  const shown = useMemo(() => searchCountries(list, query), [list, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    trigger.current?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="ad-cc"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('advertisers.apply.countryCode.trigger', {
          field: fieldLabel,
          code: prefix,
          country: current?.names[lang] ?? '',
        })}
        data-testid={testId}
        data-prefix={prefix}
      >
        <span className="ad-cc__code">{prefix}</span>
        <DownOutline className="ad-cc__arrow" aria-hidden />
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="ad-cc-sheet" destroyOnClose>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="ad-cc-sheet__inner">
          <div className="ad-cc-sheet__head">
            <h2 id={titleId} className="ad-cc-sheet__title">
              {t('advertisers.apply.countryCode.title')}
            </h2>
            <button type="button" className="ad-cc-sheet__close" onClick={close} data-testid={`${testId}-close`}>
              {t('advertisers.apply.countryCode.close')}
            </button>
          </div>
          <input
            type="search"
            className="text-field__input ad-cc-sheet__search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('advertisers.apply.countryCode.searchPlaceholder')}
            aria-label={t('advertisers.apply.countryCode.search')}
            autoComplete="off"
            // the sheet opens on a tap of its trigger: the search field takes the focus
            autoFocus
            data-testid={`${testId}-search`}
          />
          <p className="ad-cc-sheet__count" aria-live="polite">
            {shown.length === 0
              ? t('advertisers.apply.countryCode.none')
              : t('advertisers.apply.countryCode.count', { count: shown.length })}
          </p>
          <ul className="ad-cc-sheet__list">
            {shown.map((c) => {
              const selected = c.prefix === prefix && c.region === current?.region;
              return (
                <li key={`${c.region}${c.prefix}`}>
                  <button
                    type="button"
                    className={selected ? 'ad-cc-option ad-cc-option--on' : 'ad-cc-option'}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => {
                      onPick(c);
                      close();
                    }}
                    data-testid={`${testId}-option`}
                    data-region={c.region}
                  >
                    <span className="ad-cc-option__name">{c.names[lang]}</span>
                    <span className="ad-cc-option__code">{c.prefix}</span>
                    {selected ? <CheckOutline className="ad-cc-option__check" aria-hidden /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </Popup>
    </>
  );
}
