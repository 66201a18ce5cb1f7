import { useSyncExternalStore } from 'react';

/** The browser's online state (`navigator.onLine`), updated by its `online` / `offline` events. */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;
const serverOnline = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, serverOnline);
}
