import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { AdminTabKey } from './dashboard-query';

/**
 * One tab of /admin-dashboard (acting-side.md §2: Users, Papers, Issues, Editorial Board, Contact
 * Forms with the unread count, Newsletter). Only tabs that work are listed: a later one is one
 * more entry in the route's list.
 */
export interface AdminTab {
  key: AdminTabKey;
  title: string;
  /** A count beside the title (Contact Forms: the unread messages), with what it counts for screen readers. */
  badge?: { count: number; label: string } | null;
  content: ReactNode;
}

function TabTitle({ tab }: { tab: AdminTab }) {
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

export function AdminTabs({ tabs, active, onSelect }: { tabs: AdminTab[]; active: AdminTabKey; onSelect(key: AdminTabKey): void }) {
  return (
    <Tabs id="admin-sections" activeKey={active} onSelect={(key) => key && onSelect(key as AdminTabKey)} className="mb-3" transition={false}>
      {tabs.map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={<TabTitle tab={tab} />}>
          {tab.content}
        </Tab>
      ))}
    </Tabs>
  );
}
