import { Skeleton } from 'antd';
import { MSG } from '@yuexue/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentFilters, type ContentFilterValue } from '../../../components/content-filters';
import { FilteredEmpty, PagedList } from '../../../components/paged-list';
import { useListFilter } from '../../../hooks/use-paged-query';
import { articleListKey, useArticleList } from '../api/list-articles';
import { ArticleRow } from './article-row';
import '../articles.css';

interface Props {
  /** 2 on the home page (under the site's h1), 1 on /article. */
  level?: 1 | 2;
  /** The side panel (the latest comments, composed by the route). */
  aside?: ReactNode;
}

const NO_FILTER: ContentFilterValue = { search: '', tags: [] };

/** public-site §2 Article zone: search, tag filter, rows, See more, and a side panel. */
export function ArticleZone({ level = 2, aside }: Props) {
  const titleId = useId();
  const [filter, setFilter] = useListFilter<ContentFilterValue>(NO_FILTER, articleListKey);
  const list = useArticleList(filter);
  const Title = level === 1 ? 'h1' : 'h2';
  const filtered = filter.search !== '' || filter.tags.length > 0;

  return (
    <section className="yx-content-section yx-article-zone" aria-labelledby={titleId}>
      <div className="yx-container">
        <div className="yx-section-head">
          <Title id={titleId} className="yx-section-head__title">
            文章专区
          </Title>
          {level === 2 && <Link to="/article">全部文章</Link>}
        </div>
        <div className={aside ? 'yx-article-zone__grid' : undefined}>
          <div className="yx-article-zone__main">
            <ContentFilters
              tagType="article"
              value={filter}
              onChange={setFilter}
              placeholder="搜索文章标题或简介"
            />
            <p className="yx-visually-hidden" role="status">
              {list.isSuccess ? `共 ${list.total} 篇文章` : ''}
            </p>
            <PagedList
              list={list}
              failMessage={MSG.content.fetchArticlesFailed}
              skeleton={
                <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 2 }} />
              }
              empty={
                <FilteredEmpty
                  text={MSG.content.noArticles}
                  filtered={filtered}
                  onClear={() => setFilter(NO_FILTER)}
                />
              }
            >
              {(items) => (
                <ul className="yx-article-list" aria-label="文章列表">
                  {items.map((a) => (
                    <ArticleRow key={a.id} article={a} headingLevel={level === 1 ? 2 : 3} />
                  ))}
                </ul>
              )}
            </PagedList>
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}
