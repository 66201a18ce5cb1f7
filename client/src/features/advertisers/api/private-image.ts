import { useEffect, useState } from 'react';
import { session } from '@client/lib/session';

/** Where the server names a private picture (a business licence): an API path, read with the session. */
const isPrivate = (url: string) => url.startsWith('/api/v1/');

/**
 * A URL an `<img>` can show for `url`: a public picture as it is; a private one (a business
 * licence, #37) fetched with the session's token — an `<img>` cannot send it — and shown from an
 * object URL, released when the picture changes or the screen goes. Undefined while it loads or
 * when it cannot be read.
 */
export function usePrivateImage(url: string | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined);
  const privateUrl = url && isPrivate(url) ? url : null;
  useEffect(() => {
    if (!privateUrl) return undefined;
    let gone = false;
    let made: string | undefined;
    const token = session.getToken();
    void fetch(privateUrl, { headers: token ? { token } : {} })
      .then(async (res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (gone || !blob) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(undefined);
    };
  }, [privateUrl]);
  if (!url) return undefined;
  return privateUrl ? objectUrl : url;
}
