import { Table, type TableProps, type TableRef } from 'antd';
import { useLayoutEffect, useRef } from 'react';

type ScrollTableProps<T> = Omit<TableProps<T>, 'scroll'> & {
  /** The width under which the table scrolls sideways (a phone's screen is narrower). */
  scrollX: number;
  /** Names the scrolling region for screen readers, e.g. 「订单列表」. */
  'aria-label': string;
};

/**
 * An antd table that scrolls sideways on narrow screens. antd's scroll box (.ant-table-content,
 * or .ant-table-body with a fixed header) takes no keyboard focus, so with no link or button in
 * its rows (an empty list) a keyboard user cannot scroll it (axe: scrollable-region-focusable).
 * antd offers no prop for that box, so each render marks it as a named, focusable region.
 */
export function ScrollTable<T extends object>({
  scrollX,
  'aria-label': label,
  ...props
}: ScrollTableProps<T>) {
  const table = useRef<TableRef>(null);
  useLayoutEffect(() => {
    const boxes = table.current?.nativeElement.querySelectorAll<HTMLElement>(
      '.ant-table-content, .ant-table-body',
    );
    for (const box of boxes ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return <Table<T> ref={table} scroll={{ x: scrollX }} {...props} />;
}
