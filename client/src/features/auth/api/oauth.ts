import type { AuthResultDto } from '@contracts/api';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { sessionStore } from '@client/lib/storage';
import { useStartSession } from '@client/features/auth/api/login';

export const OAUTH_PROVIDER_KEY = 'oauth_provider';
export const OAUTH_REDIRECT_KEY = 'oauth_redirect';
export const OAUTH_STATE_KEY = 'oauth_state';

/** `GET /auth/oauth/:provider/url?redirect=<in-app path>` → `{url}` of the provider's sign-in page. */
export async function getOAuthUrl(provider: string, redirect: string): Promise<{ url: string }> {
  return unwrap(await api.get<{ url: string }>(`/auth/oauth/${encodeURIComponent(provider)}/url`, { query: { redirect } }));
}

/**
 * Remembers the provider, the `state` and the page to return to (this tab only), then leaves for
 * the provider. The server sends the browser back to `/h5/?hashpath=/pages/login/auth&code&state`
 * (SPEC §2); the callback page goes on only with the state this tab started (issue #24), and the
 * server also checks the HttpOnly cookie it set with the URL.
 */
export async function startOAuth(provider: string, returnTo: string): Promise<void> {
  const { url } = await getOAuthUrl(provider, returnTo);
  sessionStore().setItem(OAUTH_STATE_KEY, new URL(url).searchParams.get('state') ?? '');
  sessionStore().setItem(OAUTH_PROVIDER_KEY, provider);
  sessionStore().setItem(OAUTH_REDIRECT_KEY, returnTo);
  window.location.href = url;
}

/** `GET /auth/oauth/:provider/callback?code&state` → `{token, user}`. */
export type OAuthResult = AuthResultDto & { redirect?: string };

export async function completeOAuth(input: { provider: string; code: string; state: string }): Promise<OAuthResult> {
  return unwrap(
    await api.get<OAuthResult>(`/auth/oauth/${encodeURIComponent(input.provider)}/callback`, {
      query: { code: input.code, state: input.state },
    }),
  );
}

/** Forgets the login this tab started (after it finished, or was refused). */
export function forgetOAuth(): void {
  for (const key of [OAUTH_PROVIDER_KEY, OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY]) sessionStore().removeItem(key);
}

export function useCompleteOAuth() {
  const start = useStartSession();
  return useMutation({ mutationFn: completeOAuth, onSuccess: start });
}
