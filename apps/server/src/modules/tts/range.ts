/** A satisfiable single byte range, or 'unsatisfiable', or null to send the whole body. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * Reads a Range header (RFC 9110 §14.1.2) for a body of `size` bytes. Only one range is
 * served; several ranges, other units or a malformed header get the whole body.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
