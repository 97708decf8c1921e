import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element id of a comment, and the anchor that latest-comment links point at (issue 26). */
export const commentAnchor = (id: number) => `comment-${id}`;

/** Whether the address points at a comment (the comment section then loads at once). */
export const pointsAtComment = (hash: string) => /^#comment-\d+$/.test(hash);

/**
 * Once the comments are drawn, scrolls to the one the address points at and marks it; a comment
 * not on the first page leaves the reader at the comment section.
 */
export function useScrollToComment(ready: boolean, section: HTMLElement | null) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !pointsAtComment(hash)) return;
    const target = document.getElementById(hash.slice(1)) ?? section;
    target?.scrollIntoView({ block: 'center' });
    target?.classList.add('is-target');
  }, [ready, hash, section]);
}
