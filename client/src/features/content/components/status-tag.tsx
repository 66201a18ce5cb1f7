import type { ArticleStatus } from '@contracts/schemas/content';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ArticleStatus, string> = {
  // dark enough on white for WCAG AA
  draft: '#595959',
  in_review: '#a35200',
  published: '#007a50',
  rejected: '#cf1322',
  withdrawn: '#595959',
};

export function StatusTag({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="article-status" data-status={status}>
      {t(`content.status.${status}`)}
    </Tag>
  );
}
