'use client';
/**
 * Stock transactions: the ledger of every movement with the running balance and value of its
 * item after it, filtered by item and type. With an item chosen it is that item's ledger, in
 * date order, headed by what is on hand now. "Record movement" adds a stock in, an issue or an
 * adjustment; nothing is edited or deleted (a mistake is corrected by an adjustment).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import type { InventoryItemRow, InventoryTransactionRow } from '@/lib/api/modules/inventory/types';
import { MovementForm } from './movement-form';
import { useInventoryChoices } from './shared';

const TYPE_LABELS: Record<string, string> = {
  in: 'Stock in',
  issue: 'Issue',
  adjustment: 'Adjustment',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function details(r: InventoryTransactionRow) {
  if (r.type === 'in') return r.supplier ? `From ${r.supplier}` : '';
  if (r.type === 'issue')
    return [`To ${r.issued_to_name ?? '—'}`, r.purpose].filter(Boolean).join(' · ');
  return r.reason ?? '';
}

function LedgerHeading({ itemId }: { itemId: string }) {
  const format = useSchoolFormat();
  const { data: item } = useQuery({
    queryKey: ['list', 'inventory-item', itemId],
    queryFn: async () =>
      (
        await apiFetch<{ data: InventoryItemRow }>(
          `/api/inventory-items/${encodeURIComponent(itemId)}`,
        )
      ).data,
  });
  if (!item) return null;
  return (
    <p className="lead" data-testid="ledger-heading">
      Ledger of <strong>{item.name}</strong> ({item.code}): {item.on_hand} {item.unit} on hand,
      worth {format.money(item.stock_value)} (minimum {item.minimum_stock}){' '}
      {item.low_stock && <StatusBadge status="low" label="Low stock" />}
    </p>
  );
}

export function InventoryTransactionsScreen() {
  const format = useSchoolFormat();
  const choices = useInventoryChoices().data;
  const [itemId, setItemId] = useUrlFilter('item_id');
  const [type, setType] = useUrlFilter('type');
  const [recording, setRecording] = useState(false);
  const list = useList<InventoryTransactionRow>('/api/inventory-transactions', {
    item_id: itemId,
    type,
  });
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          Stock transactions
        </h1>
        <Button className="ms-auto no-print" onClick={() => setRecording(true)} disabled={!choices}>
          Record movement
        </Button>
      </div>
      {itemId && <LedgerHeading itemId={itemId} />}
      <DataTable
        title="Stock transactions"
        list={list}
        filters={
          <>
            <FilterSelect
              id="filter-item"
              label="Item"
              all="All items"
              value={itemId}
              onChange={setItemId}
              options={(choices?.items ?? []).map((i) => ({ value: i.id, label: i.name }))}
            />
            <FilterSelect
              id="filter-type"
              label="Type"
              all="All types"
              value={type}
              onChange={setType}
              options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </>
        }
        columns={[
          { header: 'Date', sort: 'date', cell: (r) => format.date(r.date) },
          { header: 'Item', cell: (r) => r.item },
          { header: 'Type', cell: (r) => TYPE_LABELS[r.type] },
          { header: 'Quantity', cell: (r) => `${signed(r.quantity_change)} ${r.unit}` },
          { header: 'Unit cost', cell: (r) => format.money(r.unit_cost) },
          { header: 'Value', cell: (r) => format.money(r.value_change) },
          {
            header: 'Balance',
            cell: (r) => <span data-testid="balance">{`${r.balance_quantity} ${r.unit}`}</span>,
          },
          { header: 'Balance value', cell: (r) => format.money(r.balance_value) },
          { header: 'Details', cell: details },
          { header: 'Recorded by', cell: (r) => r.recorded_by ?? '' },
        ]}
        emptyText="No stock movements yet — use “Record movement” above to record the first stock in."
      />
      {recording && <MovementForm itemId={itemId} onDone={() => setRecording(false)} />}
    </section>
  );
}
