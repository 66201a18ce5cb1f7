import { useCallback, useState } from 'react';
import { localStore } from '@client/lib/storage';

/** Where the feed's "only in my language" choice is remembered (this device). */
export const MY_LANGUAGE_ONLY_KEY = 'reefline.content.myLanguageOnly';

/** The feed's "only in my language" filter, remembered in localStorage across visits. */
export function useMyLanguageOnly(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStore().getItem(MY_LANGUAGE_ONLY_KEY) === '1');
  const set = useCallback((next: boolean) => {
    setOn(next);
    if (next) localStore().setItem(MY_LANGUAGE_ONLY_KEY, '1');
    else localStore().removeItem(MY_LANGUAGE_ONLY_KEY);
  }, []);
  return [on, set];
}
