import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StateBlock } from '@client/components/deferred';

/** Loading, empty and error states of the commerce screens, and the paged lists built on them. */

export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="cm-loading" role="status" aria-live="polite" data-testid="state-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div className="card cm-card" key={i}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-state" role="alert" data-testid="state-error">
      <StateBlock status="disconnected" title={title ?? t('orders.states.errorTitle')} description={t('orders.states.errorText')} />
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry} data-testid="state-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

type EmptyProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  /** a button to another page ("browse exhibitions", "get more coupons"), instead of `action` */
  link?: { to: string; label: string };
};

export function EmptyState({ title, description, action, link }: EmptyProps) {
  const navigate = useNavigate();
  return (
    <div className="center-state" data-testid="state-empty">
      <StateBlock status="empty" title={title} description={description ?? ''} />
      {link ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(link.to)}>
          {link.label}
        </Button>
      ) : (
        action
      )}
    </div>
  );
}
