import { placementSchema, type AdPackageDto } from '@contracts/schemas/advertisers';
import { Button, Form } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormCard, SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { BusinessError } from '@client/lib/api-client';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { randomUuid } from '@client/lib/random-uuid';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCreatePlacement, useMyApplication, usePackages } from '@client/features/advertisers/api/advertisers';
import {
  CREATIVE_FIELDS,
  CreativeFields,
  creativeBody,
  type CreativeValues,
} from '@client/features/advertisers/components/creative-fields';
import { LoadState } from '@client/features/advertisers/components/load-state';
import { formatMoney } from '@client/lib/money';
import '@client/features/advertisers/advertisers.css';

function PackageChoice({ packages, value, onChange }: { packages: AdPackageDto[]; value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  if (packages.length === 0) return <p className="ad-card__text">{t('advertisers.packages.none')}</p>;
  return (
    <ul className="ad-packages" aria-label={t('advertisers.packages.choose')} role="radiogroup">
      {packages.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            role="radio"
            aria-checked={value === p.id}
            className={value === p.id ? 'ad-package ad-package--on' : 'ad-package'}
            onClick={() => onChange(p.id)}
            data-testid="ad-package"
            data-slot={p.slot}
          >
            <span className="ad-package__name">{p.name}</span>
            <span className="ad-package__meta">
              {t(`advertisers.packages.slot.${p.slot}`)} · {t('advertisers.packages.days', { count: p.days })}
            </span>
            <span className="ad-package__price">{formatMoney(p.price, p.currency)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Buy({ packages }: { packages: AdPackageDto[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CreativeValues>();
  const [packageId, setPackageId] = useState<string | null>(null);
  const create = useCreatePlacement();
  const idempotency = useRef<{ signature: string; key: string } | null>(null);

  const submit = useThrottledAction(() => {
    if (!packageId) {
      notify({ key: 'advertisers.packages.pickFirst' });
      return;
    }
    const data = validateForm(
      form,
      placementSchema,
      { ...creativeBody(form.getFieldsValue(true) as CreativeValues), packageId },
      CREATIVE_FIELDS,
    );
    if (!data) return;
    const signature = JSON.stringify(data);
    if (idempotency.current?.signature !== signature) idempotency.current = { signature, key: randomUuid() };
    create.mutate(
      { body: data, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (order) => void navigate(`${paths.orderPay}?id=${encodeURIComponent(order.orderId)}`, { replace: true }),
        onError: (error) => {
          if (error instanceof BusinessError) idempotency.current = null;
          reportSubmitError(error, form, CREATIVE_FIELDS);
        },
      },
    );
  });

  return (
    <>
      <section className="card ad-card">
        <h2 className="ad-card__title">{t('advertisers.packages.choose')}</h2>
        <PackageChoice packages={packages} value={packageId} onChange={setPackageId} />
      </section>
      <FormCard<CreativeValues>
        form={form}
        name="ad-placement"
        onFinish={submit}
        header={<h2 className="ad-card__title ad-card__title--padded">{t('advertisers.packages.creative')}</h2>}
        footer={<SubmitButton label={t('advertisers.packages.buy')} testId="ad-buy" loading={create.isPending} />}
      >
        <CreativeFields />
      </FormCard>
    </>
  );
}

/** Packages and payment, for approved advertisers: a package and the creative → an order → the pay page. */
export default function PackagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyApplication();
  const packages = usePackages();
  const allowed = mine.data?.status === 'approved' || mine.data?.status === 'paid';
  return (
    <PageLayout title={t('advertisers.packages.title')} testId="ad-packages-page">
      <LoadState query={{ ...mine, data: mine.data === undefined ? undefined : { allowed } }} testId="ad-packages-me">
        {() =>
          allowed ? (
            <LoadState query={packages} testId="ad-packages">
              {(list) => <Buy packages={list} />}
            </LoadState>
          ) : (
            <div className="card ad-card">
              <p className="ad-card__text">{t('advertisers.packages.notApproved')}</p>
              <Button color="primary" onClick={() => void navigate(paths.advertiserStatus)}>
                {t('advertisers.status.title')}
              </Button>
            </div>
          )
        }
      </LoadState>
    </PageLayout>
  );
}
