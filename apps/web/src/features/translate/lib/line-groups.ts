/** Punctuation that must not start a line: it stays with the character before it. */
const CLOSING = new Set([...'。，、；：？！…‥）》」』】〕〉”’,.;:?!)]}%·～']);
/** Punctuation that must not end a line: it stays with the character after it. */
const OPENING = new Set([...'（《「『【〔〈“‘([{']);

/**
 * Splits segment indexes into runs that a line may not break inside (issue 26: ruby output left
 * 。，！？ alone at the start of a line). Line breaks (\n) are runs of their own.
 */
export function lineGroups(chars: readonly string[]): number[][] {
  const groups: number[][] = [];
  let pendingOpen: number[] = [];
  chars.forEach((c, i) => {
    const last = groups.at(-1);
    if (c === '\n') {
      if (pendingOpen.length) groups.push(pendingOpen);
      pendingOpen = [];
      groups.push([i]);
    } else if (OPENING.has(c)) {
      pendingOpen.push(i);
    } else if (CLOSING.has(c) && last && !pendingOpen.length && chars[last[0]!] !== '\n') {
      last.push(i);
    } else {
      groups.push([...pendingOpen, i]);
      pendingOpen = [];
    }
  });
  if (pendingOpen.length) groups.push(pendingOpen);
  return groups;
}
