import type { ExhibitionStatus } from '@contracts/schemas/commerce';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** colours with 4.5:1 contrast on white */
const COLOR: Record<ExhibitionStatus, string> = { upcoming: '#1a5fd0', running: '#007a50', ended: '#595959' };

export function ExhibitionStatusTag({ status }: { status: ExhibitionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="exhibition-status">
      {t(`exhibitions.status.${status}`)}
    </Tag>
  );
}
