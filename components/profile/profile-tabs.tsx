'use client';
/**
 * A profile's tabs (issue 29): the open one in the address (`?tab=fees`, none for the first) on
 * a record's own page, or in the component's state inside a panel; only the open tab is
 * mounted, so each loads its data when it is opened. react-bootstrap's tabs give the roles
 * (tablist, tab, tabpanel) and the arrow keys; on a phone the row scrolls sideways.
 */
import { useState, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useUrlTab } from '@/components/ui/use-url-state';

export type ProfileTab = { key: string; title: string; render: () => ReactNode };

export function ProfileTabs({
  id,
  tabs,
  inUrl,
}: {
  id: string;
  tabs: readonly [ProfileTab, ...ProfileTab[]];
  inUrl: boolean;
}) {
  const keys = tabs.map((t) => t.key) as [string, ...string[]];
  const [urlTab, setUrlTab] = useUrlTab(keys);
  const [stateTab, setStateTab] = useState(keys[0]);
  const open = inUrl ? urlTab : stateTab;
  const choose = (key: string | null) =>
    inUrl ? setUrlTab(key) : setStateTab(key && keys.includes(key) ? key : keys[0]);
  return (
    <Tabs
      id={id}
      activeKey={open}
      onSelect={choose}
      mountOnEnter
      unmountOnExit
      transition={false}
      className="mb-3 no-print"
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
          {tab.render()}
        </Tab>
      ))}
    </Tabs>
  );
}
