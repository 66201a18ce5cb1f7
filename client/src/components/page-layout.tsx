import type { ReactNode } from 'react';
import { AppNavBar } from '@client/components/app-nav-bar';

type Props = {
  title: ReactNode;
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
  brand?: boolean;
  /** the page sits above the tab bar */
  withTabs?: boolean;
  padded?: boolean;
  children: ReactNode;
  testId?: string;
};

export function PageLayout({ title, back, onBack, right, brand, withTabs, padded, children, testId }: Props) {
  return (
    <div className={withTabs ? 'page page--with-tabs' : 'page'} data-testid={testId}>
      <AppNavBar title={title} back={back} onBack={onBack} right={right} brand={brand} />
      <main className={padded ? 'page-body page-body--padded' : 'page-body'}>{children}</main>
    </div>
  );
}
