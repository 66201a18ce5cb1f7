import type { CouponKind } from '@contracts/schemas/commerce';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@client/features/commerce/utils/format';
import { couponCondition, couponFigure, isFree } from '@client/features/commerce/coupons/utils/coupon-text';

type Props = {
  coupon: { kind: CouponKind; value: number; minSpend: number; currency: string; title: string };
  lines: ReactNode[];
  action?: ReactNode;
  muted?: boolean;
  testId?: string;
};

/** A coupon drawn as a ticket stub: the saving on the left, when it applies and the rules, and an action, on the right. */
export function CouponTicket({ coupon, lines, action, muted, testId }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const big = couponFigure(coupon, money, t);
  return (
    <li className={muted ? 'cm-coupon cm-coupon--muted' : 'cm-coupon'} data-testid={testId}>
      <div className="cm-coupon__value">
        <span className="cm-coupon__big">{big}</span>
        {isFree(coupon) ? null : <span className="cm-small">{coupon.kind === 'percent' ? t('coupons.off') : t('coupons.cash')}</span>}
      </div>
      <div className="cm-coupon__body">
        <p className="cm-coupon__title">{coupon.title}</p>
        <p className="cm-small">{couponCondition(coupon, money, t)}</p>
        {lines.map((line, i) => (
          <p key={i} className="cm-muted cm-small">
            {line}
          </p>
        ))}
      </div>
      {action ? <div className="cm-coupon__action">{action}</div> : null}
    </li>
  );
}
