import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { AdminTabKey } from './admin-tab';

/** One tab's title and what it shows while open; the others render nothing until chosen. */
export interface AdminTabStrip {
  key: AdminTabKey;
  title: string;
  /** A count beside the title (Contact Forms: the unread messages), with what it counts for screen readers. */
  badge?: { count: number; label: string } | null;
}

function TabTitle({ tab }: { tab: AdminTabStrip }) {
  return (
    <>
      {tab.title}
      {tab.badge && tab.badge.count > 0 && (
        <Badge bg="danger" pill className="ms-2" data-testid={`${tab.key}-badge`}>
          {tab.badge.count}
          <span className="visually-hidden"> {tab.badge.label}</span>
        </Badge>
      )}
    </>
  );
}

/**
 * The tab strip of /admin-dashboard (acting-side.md §2). Only the open tab's data is loaded: its
 * content is `children`; choosing another tab changes the address and the loaders fetch that one.
 */
export function AdminTabs({ tabs, active, onSelect, children }: { tabs: AdminTabStrip[]; active: AdminTabKey; onSelect(key: AdminTabKey): void; children: ReactNode }) {
  return (
    <Tabs id="admin-sections" activeKey={active} onSelect={(key) => key && onSelect(key as AdminTabKey)} className="mb-3" transition={false} mountOnEnter unmountOnExit>
      {tabs.map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={<TabTitle tab={tab} />}>
          {tab.key === active ? children : null}
        </Tab>
      ))}
    </Tabs>
  );
}
