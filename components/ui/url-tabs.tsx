'use client';
/**
 * A screen's tabs with the open one kept in the address (useUrlTab). Only the open tab is
 * mounted, and the one left unmounts at once, without the fade: a tab fading out stayed mounted,
 * and a search typed there just before landed in the chosen tab's address when its delay ran
 * out (CI: the provider's Schools list searched for a plan's name).
 */
import type { ReactNode } from 'react';
import Tabs from 'react-bootstrap/Tabs';
import { useUrlTab } from './use-url-state';

export function UrlTabs({
  tabs,
  children,
}: {
  tabs: readonly [string, ...string[]];
  children: ReactNode;
}) {
  const [tab, setTab] = useUrlTab(tabs);
  return (
    <Tabs
      activeKey={tab}
      onSelect={setTab}
      className="mb-3"
      mountOnEnter
      unmountOnExit
      transition={false}
    >
      {children}
    </Tabs>
  );
}
