'use client';
/** A list of filed requests with approve/reject on the pending ones: registrations and partner applications. */
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { ReviewActions } from './review-actions';
import { ListState, useProviderList } from './use-provider-data';

type Reviewed = { id: number; status: string };

export function ReviewTable<Row extends Reviewed>({
  path,
  headers,
  cells,
  label,
}: {
  /** The list's API path; approve and reject live at {path}/{id}/approve|reject. */
  path: string;
  headers: string[];
  cells: (row: Row) => ReactNode;
  /** Names the row in the buttons' accessible names. */
  label: (row: Row) => string;
}) {
  const list = useProviderList<Row>(`${path}?status=all`);
  const rows = list.data ?? [];
  return (
    <>
      <ListState loading={list.isLoading} error={list.error} empty={rows.length === 0} />
      {rows.length > 0 && (
        <Table responsive>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
              <th scope="col" className="text-end">
                Review
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {cells(row)}
                <td>
                  <ReviewActions base={path} id={row.id} status={row.status} label={label(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
