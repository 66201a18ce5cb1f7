import { createContext, useContext } from 'react';

/** SPEC §9: badges are capped at 99 ('99+'). */
export const BADGE_CAP = 99;

/** A badge's text: nothing for 0, the number, or '99+'. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/**
 * Counts a layout hands down to the screens inside it, by name (e.g. `messages`: unread inbox
 * messages), so a screen shows another feature's badge without importing that feature: the app
 * assembles them (app/layouts/tab-layout.tsx).
 */
export type BadgeCounts = Readonly<Record<string, number | undefined>>;
export const BadgeCountsContext = createContext<BadgeCounts>({});

/** The count named `name` (0 when no layout gives it). */
export function useBadgeCount(name: string): number {
  return useContext(BadgeCountsContext)[name] ?? 0;
}
