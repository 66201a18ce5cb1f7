import type { Order } from '@contracts/schemas/orders';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '@client/features/commerce/components/field-row';
import { useMoney } from '@client/features/commerce/utils/format';

/**
 * An order's lines, as rows of its `<dl className="cm-fields">`. One line (every kind sold today)
 * reads as before: its unit price and quantity. Several read one row each (title: unit price ×
 * quantity = line total), then the subtotal.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [only] = order.lines;
  if (order.lines.length === 1 && only) {
    return (
      <>
        <FieldRow label={t('orders.fields.unitPrice')}>{money(only.unitPrice, order.currency)}</FieldRow>
        <FieldRow label={t('orders.fields.quantity')}>{only.quantity}</FieldRow>
      </>
    );
  }
  return (
    <>
      {order.lines.map((line) => (
        <FieldRow key={line.position} label={line.title} testId={`order-line-${line.position}`}>
          {money(line.unitPrice, order.currency)} × {line.quantity} = {money(line.lineTotal, order.currency)}
        </FieldRow>
      ))}
      <FieldRow label={t('orders.fields.subtotal')}>{money(order.subtotal, order.currency)}</FieldRow>
    </>
  );
}
