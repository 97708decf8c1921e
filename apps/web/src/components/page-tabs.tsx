import { Tabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd's Tabs. antd puts role="tablist" on the whole tab bar, which also holds the 「更多」 button
 * it shows when the tabs overflow (on a phone): a tablist may own only tabs, so axe reports
 * aria-required-children (critical). As the fix proposed upstream (react-component/tabs#1013)
 * does, the role moves to the inner list that holds exactly the tabs; nothing looks different.
 */
export function PageTabs(props: TabsProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = box.current?.querySelector<HTMLElement>(
      ':scope > .ant-tabs > .ant-tabs-nav[role="tablist"]',
    );
    const list = bar?.querySelector<HTMLElement>(
      ':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list',
    );
    if (!bar || !list) return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', bar.getAttribute('aria-orientation') ?? 'horizontal');
    bar.removeAttribute('role');
    bar.removeAttribute('aria-orientation');
  });
  return (
    <div ref={box}>
      <Tabs {...props} />
    </div>
  );
}
