import { lazy } from 'react';
import { ArticlesPage } from '../../features/admin-articles/pages/articles-page';

// The editor (Tiptap and ProseMirror) is its own chunk, fetched when the article modal first opens.
const RichTextEditor = lazy(() => import('../../features/editor/components/rich-text-editor'));

/** /admin/articles: article management with the rich-text editor composed in. */
export function AdminArticlesRoute() {
  return <ArticlesPage Editor={RichTextEditor} />;
}
