/** The attribute each segment of the ruby output carries: its index in the phonetic segments. */
export const SEGMENT_ATTR = 'data-segment';

/** Whether the range covers at least one character of `node` (touching its edge does not count). */
function coversText(range: Range, node: Text): boolean {
  if (!range.intersectsNode(node)) return false;
  if (range.endContainer === node && range.endOffset === 0) return false;
  return !(range.startContainer === node && range.startOffset >= node.length);
}

/** The indexes of the segments whose base character lies in the selection, in order. */
export function selectedSegments(container: HTMLElement, range: Range): number[] {
  const out: number[] = [];
  for (const el of container.querySelectorAll<HTMLElement>(`[${SEGMENT_ATTR}]`)) {
    const base = el.firstChild;
    if (base instanceof Text && coversText(range, base))
      out.push(Number(el.getAttribute(SEGMENT_ATTR)));
  }
  return out;
}
