import type { AuditEntryDto } from '@contracts/schemas/console';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/time-text';

const KNOWN_ACTIONS = [
  'user.roles.change',
  'user.disable',
  'user.enable',
  'exhibition.create',
  'exhibition.update',
  'exhibition.publish',
  'exhibition.withdraw',
  'ticket_type.create',
  'ticket_type.update',
  'coupon.create',
  'coupon.update',
  'order.refund',
  'user.deletion.approve',
  'user.deletion.reject',
];

/** A field's value as a short text: roles by their names, lists joined, nothing as a dash. */
function useValueText() {
  const { t } = useTranslation();
  return (field: string, v: unknown): string => {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return '—';
    if (field === 'roles' && Array.isArray(v)) return v.map((r) => t(`console.roles.${String(r)}`)).join('、');
    if (field === 'status' && typeof v === 'string')
      return t(`console.status.${v}`, { defaultValue: t(`console.orders.status.${v}`, { defaultValue: v }) });
    if (field === 'refundedAmount' && typeof v === 'number') return (v / 100).toFixed(2);
    return Array.isArray(v) ? v.map(String).join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
  };
}

/** One audit entry: what, who, when, from where; the changed fields before → after; the reason. */
export function AuditRow({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const value = useValueText();
  const action = KNOWN_ACTIONS.includes(entry.action) ? t(`console.actions.${entry.action.replace(/\./g, '_')}`) : entry.action;
  return (
    <li className="console-audit" data-testid="audit-row" data-action={entry.action}>
      <p className="console-audit__head">
        <strong>{action}</strong>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      <p className="console-audit__meta">
        {t('console.audit.by', { name: entry.actor ? entry.actor.nickname || entry.actor.id : t('console.audit.system') })}
        {entry.ip ? ` · ${entry.ip}` : ''}
        {' · '}
        <span className="console-audit__target">{`${entry.target.type}:${entry.target.id.slice(0, 8)}`}</span>
      </p>
      {Object.entries(entry.changes).map(([field, c]) => (
        <p key={field} className="console-audit__change" data-testid="audit-change">
          {t(`console.fields.${field}`, { defaultValue: field })}: {value(field, c.before)} → {value(field, c.after)}
        </p>
      ))}
      {entry.reason ? <p className="console-audit__reason">{t('console.audit.reason', { reason: entry.reason })}</p> : null}
    </li>
  );
}
