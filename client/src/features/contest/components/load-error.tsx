import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '@client/components/deferred';

/** A contest answer that did not load, with a retry. */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-state" role="alert" data-testid={testId}>
      <StateBlock status="disconnected" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
      <Button color="primary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
