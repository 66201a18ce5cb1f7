import type { ArticleStatus } from '@contracts/schemas/content';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ArticleStatus, string> = {
  draft: 'default',
  in_review: 'warning',
  published: 'success',
  rejected: 'danger',
  withdrawn: 'default',
};

export function StatusTag({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="article-status" data-status={status}>
      {t(`content.status.${status}`)}
    </Tag>
  );
}
