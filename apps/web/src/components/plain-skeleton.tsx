/** Grey bars while content loads (antd Skeleton's look, without antd): a title and `rows` lines. */
export function PlainSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="yx-skeleton" aria-label="加载中" aria-busy="true">
      {Array.from({ length: rows + 1 }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}
