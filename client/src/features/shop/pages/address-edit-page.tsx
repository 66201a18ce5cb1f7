import { ADDRESS_DETAIL_MAX, ADDRESS_NAME_MAX, addressInputSchema, patchAddressSchema, type Address } from '@contracts/schemas/shop';
import { Button, Form, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { FormCard } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useGoBack } from '@client/lib/use-go-back';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAddresses, useAreaTree, useCreateAddress, usePatchAddress } from '@client/features/shop/api/addresses';
import { AreaField } from '@client/components/area-field';
import '@client/features/shop/shop.css';

/** A native checkbox for Form.Item (which gives it the label's id). */
function CheckField({
  id,
  checked,
  onChange,
  disabled,
  testId,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (v: boolean) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      className="shop-check"
      checked={checked ?? false}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.checked)}
      data-testid={testId}
    />
  );
}

const FIELDS = ['name', 'phone', 'areaCodes', 'detail', 'isDefault'] as const;
type Values = { name?: string; phone?: string; areaCodes?: string[]; detail?: string; isDefault?: boolean };

function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areas = useAreaTree();
  const create = useCreateAddress();
  const patch = usePatchAddress();
  const back = useGoBack(paths.addresses);
  const pending = create.isPending || patch.isPending;

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const values = { name: v.name ?? '', phone: v.phone ?? '', areaCodes: v.areaCodes ?? [], detail: v.detail ?? '' };
    const done = {
      onSuccess: () => {
        notify({ key: 'shop.address.saved' });
        back();
      },
      onError: (e: unknown) => reportSubmitError(e, form, FIELDS),
    };
    if (address) {
      // an address that is the default stays so (the server refuses `false`): only `true` is sent
      const body = validateForm(
        form,
        patchAddressSchema,
        { ...values, isDefault: v.isDefault && !address.isDefault ? true : undefined },
        FIELDS,
      );
      if (body) patch.mutate({ id: address.id, body }, done);
    } else {
      const body = validateForm(form, addressInputSchema, { ...values, isDefault: v.isDefault ?? false }, FIELDS);
      if (body) create.mutate(body, done);
    }
  });

  const initialValues: Values = address
    ? { name: address.name, phone: address.phone, areaCodes: address.areaCodes, detail: address.detail, isDefault: address.isDefault }
    : { name: '', phone: '', areaCodes: [], detail: '', isDefault: false };

  return (
    <FormCard<Values>
      form={form}
      name="address"
      initialValues={initialValues}
      footer={
        <Button block color="primary" shape="rounded" loading={pending} onClick={submit} data-testid="address-save">
          {t('shop.address.save')}
        </Button>
      }
    >
      <Form.Item name="name" label={t('shop.address.fields.name')} required>
        <TextField testId="address-name" maxLength={ADDRESS_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('shop.address.fields.phone')} required>
        <TextField testId="address-phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="areaCodes" label={t('shop.address.fields.area')} required>
        <AreaField
          areas={areas.data ?? []}
          loading={areas.isPending}
          testId="address-area"
          placeholder={t('shop.address.chooseArea')}
          title={t('shop.address.fields.area')}
        />
      </Form.Item>
      <Form.Item name="detail" label={t('shop.address.fields.detail')} required>
        <TextAreaField testId="address-detail" maxLength={ADDRESS_DETAIL_MAX} placeholder={t('shop.address.detailPlaceholder')} />
      </Form.Item>
      <Form.Item name="isDefault" label={t('shop.address.fields.isDefault')} childElementPosition="right" valuePropName="checked">
        <CheckField disabled={address?.isDefault === true} testId="address-default" />
      </Form.Item>
    </FormCard>
  );
}

/** `/pages/address/edit[?id=]`: a new address, or one of the member's to change. */
export default function AddressEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const list = useAddresses();
  let body;
  if (!id) body = <AddressForm address={null} />;
  else if (list.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="addresses-error">
        <StateBlock status="disconnected" title={t('shop.address.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <div style={{ padding: 16 }} role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    const address = list.data.find((a) => a.id === id);
    body = address ? (
      <AddressForm key={address.id} address={address} />
    ) : (
      <div className="center-state" data-testid="address-not-found">
        <StateBlock status="empty" title={t('shop.address.notFound')} />
      </div>
    );
  }
  return (
    <PageLayout title={id ? t('shop.address.editTitle') : t('shop.address.addTitle')} padded testId="address-edit-page">
      {body}
    </PageLayout>
  );
}
