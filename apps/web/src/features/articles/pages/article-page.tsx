import { isSafeUrl, MSG, type Article } from '@yuexue/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { antdLazy } from '../../../components/antd-scope';
import { PlainSkeleton } from '../../../components/plain-skeleton';
import { TagChips } from '../../../components/tag-chips';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { parseRouteId } from '../../../lib/route-id';
import { useArticle } from '../api/load-article';
import { ArticleBadges } from '../components/article-badges';
import { MemberCta } from '../components/member-cta';
import '../articles.css';

interface Props {
  /** The comment section under the body (composed by the route). */
  comments?: (article: Article) => ReactNode;
}

// A missing or failed article is drawn with antd, loaded only then.
const DetailFallback = antdLazy(() =>
  import('../../../components/detail-fallback').then((m) => m.DetailFallback),
);
const MissingContent = antdLazy(() =>
  import('../../../components/missing-content').then((m) => m.MissingContent),
);

const BACK = { to: '/article', label: '返回文章专区' };

/**
 * public-site §2 Article page: cover, title, date, description, the server-sanitised body, comments.
 * Drawn without antd (a page visitors land on); only a missing or failed article brings it in.
 */
export function ArticlePage({ comments }: Props) {
  const id = parseRouteId(useParams().id);
  const article = useArticle(id);
  usePageTitle(
    article.data?.title ??
      (id === undefined || article.isError ? MSG.content.articleNotFound : undefined),
  );

  const skeleton = <PlainSkeleton rows={8} />;
  if (id === undefined)
    return (
      // A malformed id (/article/abc) names no article: said as for any other missing one.
      <MissingContent title={MSG.content.articleNotFound} backTo={BACK.to} backLabel={BACK.label} />
    );
  if (article.isPending) return <div className="yx-container yx-article">{skeleton}</div>;
  if (!article.isSuccess)
    return (
      <DetailFallback
        query={article}
        className="yx-container yx-article"
        skeleton={skeleton}
        notFound={MSG.content.articleNotFound}
        failMessage={MSG.content.fetchArticleFailed}
        backTo={BACK.to}
        backLabel={BACK.label}
      />
    );

  const a = article.data;
  return (
    <div className="yx-container yx-article">
      <nav className="yx-breadcrumb yx-article__crumbs" aria-label="面包屑">
        <ol>
          <li>
            <Link to="/">首页</Link>
          </li>
          <li>
            <Link to="/article">文章专区</Link>
          </li>
          <li aria-current="page">{a.title}</li>
        </ol>
      </nav>
      <article className="yx-panel">
        {a.cover_url && isSafeUrl(a.cover_url) && (
          <img className="yx-article__cover" src={a.cover_url} alt="" />
        )}
        <header className="yx-article__head">
          <h1 className="yx-article__title">{a.title}</h1>
          <div className="yx-article__meta">
            <ArticleBadges article={a} />
            <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>
            <TagChips tags={a.tags} />
          </div>
          {a.description && <p className="yx-article__desc">{a.description}</p>}
        </header>
        {/* The only HTML rendered from data: the body, sanitised by the server against the editor's allowlist. */}
        <div
          className={`yx-article-body${a.is_truncated ? ' is-truncated' : ''}`}
          dangerouslySetInnerHTML={{ __html: a.details }}
        />
        {a.is_truncated &&
          // A signed-in reader first sees the guest's cut (the page's own copy) while theirs
          // loads: no call to buy what their membership may already give them.
          (article.isPlaceholderData ? (
            <p className="yx-article__loading-body" role="status">
              {MSG.content.loadingReaderBody}
            </p>
          ) : (
            <MemberCta />
          ))}
      </article>
      {comments?.(a)}
    </div>
  );
}
