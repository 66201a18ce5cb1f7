import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

type Props = {
  /** the in-app path (with its query) to open */
  to: string;
  className: string;
  testId: string;
  /** the accessible name, for a button that shows only an icon */
  label?: string;
  children: ReactNode;
};

/** A button that opens an in-app page: a card's main area, or an icon in the nav bar (`className="icon-button"`). */
export function NavigateButton({ to, className, testId, label, children }: Props) {
  const navigate = useNavigate();
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void navigate(to)} data-testid={testId}>
      {children}
    </button>
  );
}
