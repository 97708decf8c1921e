import { MSG, type ArticleListItem } from '@yuexue/contract';
import { Link } from 'react-router';
import { ContentCover } from '../../../components/content-cover';
import { TagChips } from '../../../components/tag-chips';
import { formatDate } from '../../../lib/dates';
import { ArticleBadges } from './article-badges';

interface Props {
  article: ArticleListItem;
  headingLevel: 2 | 3;
}

/** One row of the article list: cover (or the default), title with badges, date, tags, description. */
export function ArticleRow({ article, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/article/${article.id}`;
  return (
    <li className="yx-article-row yx-content-card">
      {/* The title link is the one in the tab order; the cover repeats it for pointer users. */}
      <Link to={href} className="yx-article-row__cover" tabIndex={-1} aria-hidden="true">
        <ContentCover src={article.cover_url} kind="article" />
      </Link>
      <div className="yx-article-row__body">
        <Heading className="yx-article-row__title">
          <Link to={href} className="yx-title-link">
            {article.title}
          </Link>
          <ArticleBadges article={article} />
        </Heading>
        <div className="yx-article-row__meta">
          <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
          <TagChips tags={article.tags} />
        </div>
        <p className="yx-article-row__desc">{article.description || MSG.content.noDescription}</p>
      </div>
    </li>
  );
}
