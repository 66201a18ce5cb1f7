import { useLayoutEffect, useRef, type RefObject } from 'react';

export const FLIP_MS = 380;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * FLIP re-ordering: after every render whose `orderKey` changed, each child marked
 * `data-flip-id` that moved starts at its old place (an inverted transform) and glides to the
 * new one. Nothing moves for users who prefer reduced motion.
 */
export function useFlip(container: RefObject<HTMLElement | null>, orderKey: string): void {
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const reduce = prefersReducedMotion();
    const next = new Map<string, number>();
    const moved: HTMLElement[] = [];
    root.querySelectorAll<HTMLElement>('[data-flip-id]').forEach((node) => {
      const id = node.dataset.flipId ?? '';
      const top = node.offsetTop;
      next.set(id, top);
      const before = positions.current.get(id);
      if (reduce || before === undefined || before === top) return;
      node.style.transition = 'none';
      node.style.transform = `translateY(${before - top}px)`;
      node.style.zIndex = before > top ? '2' : '1';
      moved.push(node);
    });
    positions.current = next;
    if (moved.length === 0) return;
    // one forced layout so the inverted positions are painted before the transition starts
    void root.offsetHeight;
    const frame = requestAnimationFrame(() => {
      for (const node of moved) {
        node.style.transition = `transform ${FLIP_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`;
        node.style.transform = '';
        const done = () => {
          node.style.transition = '';
          node.style.zIndex = '';
          node.removeEventListener('transitionend', done);
        };
        node.addEventListener('transitionend', done);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [container, orderKey]);
}
