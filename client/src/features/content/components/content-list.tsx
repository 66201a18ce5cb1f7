import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@client/components/paged-list';

type Props<T> = Omit<ComponentProps<typeof PagedList<T>>, 'failed' | 'footer' | 'as' | 'testIdPrefix' | 'listTestId'> & {
  /** `<testId>-loading|error|empty|footer` on the states, `<listTestId ?? testId>` on the list */
  testId: string;
  listTestId?: string;
  /** i18n prefix of the footer (default the articles' "no more articles") */
  footer?: string;
};

/** The reading screens' paged `<ul>`: the shared list states with this area's failure and footer texts. */
export function ContentList<T>({ testId, listTestId, footer = 'content.list', ...rest }: Props<T>) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...rest}
      as="ul"
      testIdPrefix={testId}
      listTestId={listTestId ?? testId}
      failed={{ title: t('content.list.failed'), description: t('content.list.failedText') }}
      footer={footer}
    />
  );
}
