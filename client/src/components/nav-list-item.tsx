import { List } from 'antd-mobile';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  extra?: ReactNode;
  prefix?: ReactNode;
  description?: ReactNode;
  onClick: () => void;
  testId?: string;
  arrow?: boolean;
};

/** A tappable list row that keyboard users can reach (Tab) and activate (Enter / Space). */
export function NavListItem({ title, extra, prefix, description, onClick, testId, arrow = true }: Props) {
  return (
    <List.Item
      prefix={prefix}
      extra={extra}
      description={description}
      onClick={onClick}
      arrowIcon={arrow ? undefined : false}
      tabIndex={0}
      data-testid={testId}
    >
      {title}
    </List.Item>
  );
}
