'use client';
/**
 * The parts every record page shares: the heading (the record's name, which the breadcrumb
 * repeats) with a Print button, and its facts as label and value rows ("—" when empty).
 */
import { Fragment, type ReactNode } from 'react';
import { RecordCrumb } from '@/components/shell/breadcrumb';
import { PrintButton } from './print-button';

export function RecordHeading({
  id,
  name,
  after,
}: {
  id: string;
  name: string;
  after?: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
      <RecordCrumb label={name} />
      <h1 id={id} className="h4 mb-0">
        {name} {after}
      </h1>
      <div className="ms-auto">
        <PrintButton />
      </div>
    </div>
  );
}

export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="row">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-3">{label}</dt>
          <dd className="col-sm-9">{value ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
