import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { PagedList } from '@client/components/paged-list';
import { useAudit, type AuditFilters } from '@client/features/console/api/console';
import { AuditRow } from '@client/features/console/components/audit-row';
import { ADMIN_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

/** The actions the filter offers (a prefix `user.` is every action on people). */
const ACTIONS = [
  'user.',
  'user.roles.change',
  'user.disable',
  'user.enable',
  'exhibition.',
  'ticket_type.',
  'coupon.',
  'order.',
  'order.refund',
] as const;

function AuditList({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation();
  const audit = useAudit(filters);
  return (
    <PagedList
      query={audit.query}
      items={audit.items}
      render={(e) => <AuditRow key={e.id} entry={e} />}
      as="ul"
      className="console-list"
      ariaLabel={t('console.audit.title')}
      testIdPrefix="console-audit"
      listTestId="console-audit-list"
      empty={{ title: t('console.audit.empty') }}
      failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
      footer="console.list"
    />
  );
}

/** Admins: the audit log, filtered by actor (id, phone or e-mail), target and action; newest first. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actor: params.get('actor') || undefined,
    target: params.get('target') || undefined,
    action: params.get('action') || undefined,
  };
  const [actor, setActor] = useState(filters.actor ?? '');
  const [target, setTarget] = useState(filters.target ?? '');
  const apply = (next: AuditFilters) => {
    const entries = Object.entries(next).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, v.trim()])), { replace: true });
  };
  return (
    <StaffOnly roles={ADMIN_ROLES} title={t('console.audit.title')} testId="console-audit-page">
      <PageLayout title={t('console.audit.title')} testId="console-audit-page">
        <form
          className="console-filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            apply({ ...filters, actor, target });
          }}
        >
          <TextField
            ariaLabel={t('console.audit.actor')}
            placeholder={t('console.audit.actor')}
            value={actor}
            onChange={setActor}
            maxLength={254}
            testId="console-audit-actor"
          />
          <TextField
            ariaLabel={t('console.audit.target')}
            placeholder={t('console.audit.target')}
            value={target}
            onChange={setTarget}
            maxLength={100}
            testId="console-audit-target"
          />
          <Selector
            aria-label={t('console.audit.action')}
            options={ACTIONS.map((a) => ({ value: a, label: t(`console.actions.${a.replace(/\./g, '_')}`) }))}
            value={filters.action ? [filters.action] : []}
            onChange={(v) => apply({ ...filters, actor, target, action: v[0] })}
            data-testid="console-audit-action"
          />
          <Button size="small" color="primary" type="submit" data-testid="console-audit-apply">
            {t('console.audit.apply')}
          </Button>
        </form>
        <AuditList key={JSON.stringify(filters)} filters={filters} />
      </PageLayout>
    </StaffOnly>
  );
}
