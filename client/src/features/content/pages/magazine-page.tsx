import { ISSUE_KINDS, type IssueKind } from '@contracts/schemas/content';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { ContentPageShare } from '@client/features/content/components/page-share';
import { useIssues, useMagazine } from '@client/features/content/api/magazines';
import { IssueCard } from '@client/features/content/components/issue-card';
import { NotFoundState, QueryState } from '@client/features/content/components/query-state';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';
import { sized } from '@client/lib/sized-image';

function IssueGrid({ id, kind }: { id: string; kind: IssueKind }) {
  const { t } = useTranslation();
  const list = useIssues(id, kind);
  return (
    <ContentList
      footer="content.items"
      query={list.query}
      items={list.items}
      render={(i) => <IssueCard key={i.id} issue={i} />}
      className="issue-grid"
      empty={{ title: t(`content.magazine.noIssues.${kind}`) }}
      testId={`issues-${kind}`}
    />
  );
}

/** A magazine: its description, then its periodical issues and monthly editions in two tabs. */
export default function MagazinePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const kind: IssueKind = params.get('kind') === 'monthly' ? 'monthly' : 'periodical';
  const magazine = useMagazine(id);
  return (
    <PageLayout
      title={magazine.data?.title ?? t('content.magazine.title')}
      testId="magazine-page"
      right={
        magazine.data ? (
          <ContentPageShare
            kind="magazine"
            route={`${paths.magazine}?id=${encodeURIComponent(id)}`}
            title={magazine.data.title}
            cover={magazine.data.cover || null}
            byline={magazine.data.publisher}
            detail={t(`content.magazine.frequency.${magazine.data.frequency}`)}
            fileName={`magazine-${id}`}
          />
        ) : undefined
      }
    >
      {id ? (
        <QueryState query={magazine} testId="magazine">
          {() =>
            magazine.data ? (
              <>
                <section className="magazine-hero">
                  <img className="magazine-hero__cover" src={sized(magazine.data.cover, 96)} alt="" width={96} height={128} />
                  <div>
                    <h1 className="magazine-hero__title">{magazine.data.title}</h1>
                    <p className="magazine-row__meta">
                      {magazine.data.publisher} · {t(`content.magazine.frequency.${magazine.data.frequency}`)}
                    </p>
                    <p className="magazine-hero__desc">{magazine.data.description}</p>
                  </div>
                </section>
                <Tabs activeKey={kind} onChange={(k) => setParams({ id, kind: k }, { replace: true })}>
                  {ISSUE_KINDS.map((k) => (
                    <Tabs.Tab key={k} title={<span data-testid={`issues-tab-${k}`}>{t(`content.magazine.kind.${k}`)}</span>} />
                  ))}
                </Tabs>
                <IssueGrid key={kind} id={id} kind={kind} />
              </>
            ) : null
          }
        </QueryState>
      ) : (
        <NotFoundState testId="magazine" />
      )}
    </PageLayout>
  );
}
