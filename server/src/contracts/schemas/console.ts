import { z } from 'zod';
import { ROLES } from '../api';
import { fieldError, maxChars, pagingSchema, requiredText, uuidParamSchema } from './common';
import { count, id, isoTime } from './wire';

/*
 * The operators' console (issue #39, first slice: people and the audit log).
 *   GET  /admin/users?q=&page=&limit=       → paged ConsoleUser          (admin, customer_service)
 *   GET  /admin/users/:id                   → ConsoleUserDetail          (admin, customer_service)
 *   POST /admin/users/:id/roles             changeRolesSchema → ConsoleUser (admin)
 *   DELETE /admin/users/:id/roles/:role     → ConsoleUser                (admin)
 *   POST /admin/users/:id/disable           disableUserSchema → ConsoleUser (admin)
 *   POST /admin/users/:id/enable            enableUserSchema → ConsoleUser  (admin)
 *   GET  /admin/audit?actor=&target=&action=&page=&limit= → paged ConsoleAuditEntry (admin)
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

export const ROLE_REASON_MAX = 200;

export const roleSchema = z.enum(ROLES, { error: fieldError() });

export const ACCOUNT_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** `?q=`: an id, a phone number or e-mail address (or its start), or part of a nickname. */
export const consoleUserListSchema = pagingSchema.extend({
  q: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(100))
      .optional(),
  ),
});
export type ConsoleUserListInput = z.infer<typeof consoleUserListSchema>;

/**
 * `{grant?, revoke?}` (roles to add and to take away, in one change), or API.md's `{role}` (one role
 * to grant). At least one role; none both granted and revoked.
 */
export const changeRolesSchema = z
  .object({
    role: roleSchema.optional(),
    grant: z.array(roleSchema, { error: 'v.array.invalid' }).max(ROLES.length, { message: 'v.invalid' }).optional(),
    revoke: z.array(roleSchema, { error: 'v.array.invalid' }).max(ROLES.length, { message: 'v.invalid' }).optional(),
  })
  .refine((b) => Boolean(b.role) || Boolean(b.grant?.length) || Boolean(b.revoke?.length), { message: 'v.nothing_to_update' })
  .refine((b) => !(b.revoke ?? []).some((r) => r === b.role || (b.grant ?? []).includes(r)), {
    message: 'v.invalid',
    path: ['revoke'],
  });
export type ChangeRolesInput = z.infer<typeof changeRolesSchema>;

export const roleParamSchema = uuidParamSchema.extend({ role: roleSchema });
export type RoleParam = z.infer<typeof roleParamSchema>;

export const disableUserSchema = z.object({ reason: requiredText().refine(...maxChars(ROLE_REASON_MAX)) });
export type DisableUserInput = z.infer<typeof disableUserSchema>;

export const enableUserSchema = z.object({
  reason: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(ROLE_REASON_MAX))
      .optional(),
  ),
});
export type EnableUserInput = z.infer<typeof enableUserSchema>;

/**
 * `GET /admin/audit`: `actor` a user id, phone or e-mail; `target` `<type>:<id>` or a bare id;
 * `action` an exact action or a prefix ending in `.` (`user.`).
 */
export const auditListSchema = pagingSchema.extend({
  actor: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(254))
      .optional(),
  ),
  target: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(100))
      .optional(),
  ),
  action: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .regex(/^[a-z_]+(\.[a-z_]+)*\.?$/, { message: 'v.format.invalid' })
      .refine(...maxChars(64))
      .optional(),
  ),
});
export type AuditListInput = z.infer<typeof auditListSchema>;

/** A user as the console shows one (API.md "Console: user"). */
export const consoleUserSchema = z
  .object({
    id: id(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    phone: z.string().optional(),
    email: z.string().optional(),
    roles: z.array(roleSchema),
    status: z.enum(ACCOUNT_STATUSES),
    /** the account cannot log in (disabled or deleted) */
    disabled: z.boolean(),
    createdAt: isoTime(),
  })
  .meta({ id: 'ConsoleUser' });
export type ConsoleUserDto = z.infer<typeof consoleUserSchema>;

/** One audit entry: who, what, to what, the changed fields (before/after), why, from where, when. */
export const auditEntrySchema = z
  .object({
    id: id(),
    /** null: the system (a job) */
    actor: z.object({ id: id(), nickname: z.string() }).nullable(),
    action: z.string(),
    target: z.object({ type: z.string(), id: z.string() }),
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    reason: z.string().nullable(),
    ip: z.string().nullable(),
    at: isoTime(),
  })
  .meta({ id: 'ConsoleAuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

/** A user's page: the account, its sessions counted, and what staff did to it lately. */
export const consoleUserDetailSchema = consoleUserSchema
  .extend({
    activeSessions: count(),
    lastSeenAt: isoTime().nullable(),
    recentAudit: z.array(auditEntrySchema),
  })
  .meta({ id: 'ConsoleUserDetail' });
export type ConsoleUserDetailDto = z.infer<typeof consoleUserDetailSchema>;
