import type { ErrorBlockProps, NoticeBarProps, SpinLoadingProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

/**
 * Shell-level stand-ins for antd-mobile components that are not part of the first render: each
 * renders the real component once `antd-deferred.ts` has arrived (issue #25). Pages keep
 * importing antd-mobile directly.
 */
const load = () => import('@client/components/antd-deferred');
const LazyErrorBlock = lazy(() => load().then((m) => ({ default: m.ErrorBlock })));
const LazyNoticeBar = lazy(() => load().then((m) => ({ default: m.NoticeBar })));
const LazySpinLoading = lazy(() => load().then((m) => ({ default: m.SpinLoading })));

export function StateBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={<div className="state-block-placeholder" />}>
      <LazyErrorBlock {...props} />
    </Suspense>
  );
}

export function DeferredNoticeBar(props: NoticeBarProps) {
  return (
    <Suspense fallback={null}>
      <LazyNoticeBar {...props} />
    </Suspense>
  );
}

export function DeferredSpinLoading(props: SpinLoadingProps) {
  return (
    <Suspense fallback={null}>
      <LazySpinLoading {...props} />
    </Suspense>
  );
}

/** antd-mobile's Toast, fetched on the first toast. */
export function loadToast() {
  return load().then((m) => m.Toast);
}
