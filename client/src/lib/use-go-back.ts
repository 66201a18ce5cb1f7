import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';

/** Back one page, or to the home tab when there is no page to go back to (SPEC §2). */
export function useGoBack(fallback: string = paths.tabIndex): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = typeof window === 'undefined' ? null : window.history.state;
    const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
