import {
  AD_SLOTS,
  packageSchema,
  updatePackageSchema,
  type AdPackageAdminDto,
  type AdSlot,
  type PackageInput,
} from '@contracts/schemas/advertisers';
import { LANGUAGES, type Language } from '@contracts/language';
import { Input, Popup, Selector, Switch } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetActions } from '@client/components/sheet-actions';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { validationMessage } from '@client/lib/validation-message';
import { usePackageAction, type PackageSave } from '@client/features/advertisers/api/admin';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';

type Props = { pkg: AdPackageAdminDto | null; open: boolean; onClose: () => void };
type Names = Record<Language, string>;

const EMPTY: Names = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };

/** One labelled field with the contract's refusal (in the reader's language) under it. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="ad-field" data-testid={`${id}-field`}>
      <label className="ad-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="ad-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PackageFields({ pkg, onClose }: { pkg: AdPackageAdminDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePackageAction();
  const [slot, setSlot] = useState<AdSlot>(pkg?.slot ?? 'home_banner');
  const [days, setDays] = useState(pkg ? String(pkg.days) : '');
  const [price, setPrice] = useState(pkg ? toMajorText(pkg.price) : '');
  const [names, setNames] = useState<Names>(pkg?.names ?? EMPTY);
  const [active, setActive] = useState(pkg?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (save: PackageSave) =>
    action.mutate(
      { kind: 'save', save },
      {
        onSuccess: () => {
          notify({ key: 'advertisers.adminPackages.saved' });
          onClose();
        },
        onError: (e) => reportSubmitError(e),
      },
    );

  const onSave = () => {
    const body = { slot, days, price: toMinorUnits(price), names, active };
    const checked = pkg ? validateWith(updatePackageSchema, body) : validateWith(packageSchema, body);
    // a blank days or price is "required" (the schema would read '' as 0: a blank price, a free package)
    const blank = (['days', 'price'] as const).filter((f) => body[f] === '');
    const found = [
      ...blank.map((field) => ({ field, msg: validationMessage('v.required') })),
      ...(checked.ok ? [] : checked.errors.filter((e) => !(blank as readonly string[]).includes(e.field))),
    ];
    if (!checked.ok || found.length > 0) {
      setErrors(Object.fromEntries(found.map((e) => [e.field, e.msg])));
      notify(found[0]?.msg ?? '');
      return;
    }
    setErrors({});
    if (pkg) submit({ id: pkg.id, body: checked.data });
    else submit({ id: null, body: checked.data as PackageInput });
  };

  return (
    <div
      className="ad-editor"
      role="dialog"
      aria-label={t(pkg ? 'advertisers.adminPackages.edit' : 'advertisers.adminPackages.new')}
      data-testid="ad-package-form"
    >
      <div className="ad-field">
        <span className="ad-field__label">{t('advertisers.adminPackages.slot')}</span>
        <Selector
          options={AD_SLOTS.map((s) => ({ label: t(`advertisers.packages.slot.${s}`), value: s }))}
          value={[slot]}
          onChange={(v) => v[0] && setSlot(v[0])}
          data-testid="ad-package-slot"
        />
      </div>
      <Field id="ad-package-days" label={t('advertisers.adminPackages.days')} error={errors.days}>
        <Input id="ad-package-days" type="number" inputMode="numeric" value={days} onChange={setDays} data-testid="ad-package-days" />
      </Field>
      <Field id="ad-package-price" label={t('advertisers.adminPackages.price')} error={errors.price}>
        <Input
          id="ad-package-price"
          inputMode="decimal"
          value={price}
          onChange={setPrice}
          placeholder="500.00"
          data-testid="ad-package-price"
        />
      </Field>
      {LANGUAGES.map((l) => (
        <Field
          key={l}
          id={`ad-package-name-${l}`}
          label={t('advertisers.adminPackages.nameIn', { language: t(`advertisers.adminPackages.language.${l}`) })}
          error={errors[`names.${l}`]}
        >
          <Input
            id={`ad-package-name-${l}`}
            value={names[l]}
            onChange={(v) => setNames({ ...names, [l]: v })}
            data-testid={`ad-package-name-${l}`}
          />
        </Field>
      ))}
      <div className="ad-field">
        <span className="ad-field__label">{t('advertisers.adminPackages.active')}</span>
        <Switch checked={active} onChange={setActive} aria-label={t('advertisers.adminPackages.active')} />
      </div>
      <SheetActions
        className="ad-editor__actions"
        onCancel={onClose}
        confirmLabel={t('advertisers.adminPackages.save')}
        confirmTestId="ad-package-save"
        loading={action.isPending}
        onConfirm={onSave}
      />
    </div>
  );
}

/**
 * The form of a new or an existing ad package, in a sheet. A change of price or days applies to
 * later orders only (a campaign keeps what its order bought).
 */
export function PackageForm({ pkg, open, onClose }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="ad-popup" destroyOnClose>
      {open ? <PackageFields key={pkg?.id ?? 'new'} pkg={pkg} onClose={onClose} /> : null}
    </Popup>
  );
}
