'use client';
/**
 * The breadcrumb above every private page, from the menu the server filtered for the user and
 * the current path. A record's page names itself through <RecordCrumb>, so the last crumb is
 * the record's name rather than its id.
 */
import { NavLink } from './nav-link';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { breadcrumbTrail } from '@/lib/menu/breadcrumb';
import type { MenuSection } from '@/lib/menu/types';
import { useShellText } from './shell-text';

type RecordLabel = { path: string; label: string } | null;
const RecordLabelContext = createContext<(label: RecordLabel) => void>(() => {});

export function BreadcrumbProvider({
  menu,
  children,
}: {
  menu: MenuSection[];
  children: (crumbs: ReactNode) => ReactNode;
}) {
  const [record, setRecord] = useState<RecordLabel>(null);
  const path = usePathname();
  const text = useShellText();
  // A label left by the previous record's page never names this one.
  const label = record && record.path === path ? record.label : undefined;
  const trail = breadcrumbTrail(menu, path, label);
  const crumbs =
    trail.length === 0 ? null : (
      <nav aria-label={text.breadcrumb} className="shell-breadcrumb">
        <ol className="breadcrumb mb-0">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1;
            return (
              <li
                key={`${i}-${crumb.label}`}
                className={`breadcrumb-item${last ? ' active' : ''}`}
                aria-current={last ? 'page' : undefined}
              >
                {crumb.href && !last ? (
                  <NavLink href={crumb.href}>{crumb.label}</NavLink>
                ) : (
                  crumb.label
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  return <RecordLabelContext value={setRecord}>{children(crumbs)}</RecordLabelContext>;
}

/** Names the record a page shows, for the breadcrumb's last crumb. Renders nothing. */
export function RecordCrumb({ label }: { label: string }) {
  const setRecord = useContext(RecordLabelContext);
  const path = usePathname();
  useEffect(() => {
    setRecord({ path, label });
    return () => setRecord(null);
  }, [setRecord, path, label]);
  return null;
}
