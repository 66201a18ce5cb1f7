import type { Address } from '@contracts/schemas/shop';
import { useTranslation } from 'react-i18next';
import { addressLine, maskPhone } from '@client/features/shop/utils/address';

/** Name, phone (middle hidden), default tag, area and street. */
export function AddressSummary({
  address,
}: {
  address: Pick<Address, 'name' | 'phone' | 'areaNames' | 'detail'> & { isDefault?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <div className="shop-address" data-testid="address-summary">
      <p className="shop-address__who">
        <strong>{address.name}</strong> <span>{maskPhone(address.phone)}</span>{' '}
        {address.isDefault ? (
          <span className="shop-tag" data-testid="address-default-tag">
            {t('shop.address.default')}
          </span>
        ) : null}
      </p>
      <p className="shop-address__where">{addressLine(address)}</p>
    </div>
  );
}
