/** React-query keys of the membership screens (issue #22). Every key starts with `membership`. */
export const membershipKeys = {
  all: ['membership'] as const,
  plans: ['membership', 'plans'] as const,
  mine: ['membership', 'me'] as const,
  unlocked: ['membership', 'unlocked'] as const,
  orders: ['membership', 'orders'] as const,
  adminPlans: ['membership', 'admin-plans'] as const,
  ledger: (userId: string) => ['membership', 'ledger', userId] as const,
};

export const MEMBERSHIP_PAGE_SIZE = 20;
