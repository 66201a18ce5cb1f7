import type { MyCoupon } from '@contracts/schemas/commerce';
import { Button, Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/time-text';
import { couponRule } from '@client/features/commerce/coupons/utils/coupon-text';
import { useMoney } from '@client/features/commerce/utils/format';

/** The buy flow's coupon choice: none, or one of my coupons (those that do not apply are disabled). */
export function CouponPicker({
  coupons,
  selected,
  onSelect,
  visible,
  onClose,
}: {
  coupons: MyCoupon[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="cm-popup" destroyOnClose>
      <h2 className="cm-popup__title">{t('coupons.pick')}</h2>
      <Radio.Group value={selected ?? ''} onChange={(v) => onSelect(v === '' ? null : String(v))}>
        <ul className="cm-plain-list" data-testid="coupon-picker">
          <li className="cm-coupon-option">
            <Radio value="" data-testid="coupon-none">
              {t('coupons.none')}
            </Radio>
          </li>
          {coupons.map((c) => (
            <li key={c.id} className="cm-coupon-option">
              <Radio value={c.id} disabled={c.usable === false} data-testid={`coupon-option-${c.id}`}>
                <span className="cm-coupon-option__title">{c.title}</span>
                <span className="cm-muted cm-small">
                  {couponRule(c, money, t)} · {t('coupons.validUntil', { date: formatDateTime(c.expiresAt) })}
                </span>
                {c.usable === false ? <span className="cm-warn cm-small">{t('coupons.notApplicable')}</span> : null}
              </Radio>
            </li>
          ))}
        </ul>
      </Radio.Group>
      <Button block color="primary" onClick={onClose} data-testid="coupon-picker-done">
        {t('common.confirm')}
      </Button>
    </Popup>
  );
}
