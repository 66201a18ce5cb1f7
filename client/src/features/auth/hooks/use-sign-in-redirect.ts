import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@client/config/paths';

/**
 * Where a sign-in screen sends the member once signed in: the in-app `?redirect=` it was opened
 * with (home when there is none or it leaves the app), and `go()` to replace the screen with it.
 */
export function useSignInRedirect(): { redirect: string; requested: boolean; go: () => void } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return { redirect, requested: !!params.get('redirect'), go: () => void navigate(redirect, { replace: true }) };
}
