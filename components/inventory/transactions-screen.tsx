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
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import type { InventoryItemRow, InventoryTransactionRow } from '@/lib/api/modules/inventory/types';
import { MovementForm } from './movement-form';
import { useInventoryChoices, useTypeLabels } from './shared';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function LedgerHeading({ itemId }: { itemId: string }) {
  const t = useTranslations('inventory');
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
      {t.rich('transactions.ledgerHeading', {
        name: item.name,
        code: item.code,
        // As text: the counts print as the API sends them, without a locale's grouping.
        onHand: String(item.on_hand),
        unit: item.unit,
        value: format.money(item.stock_value),
        minimum: String(item.minimum_stock),
        strong: (chunks) => <strong>{chunks}</strong>,
      })}{' '}
      {item.low_stock && <StatusBadge status="low" label={t('items.lowStock')} />}
    </p>
  );
}

export function InventoryTransactionsScreen() {
  const t = useTranslations('inventory');
  const typeLabels = useTypeLabels();
  const format = useSchoolFormat();
  const choices = useInventoryChoices().data;
  const [itemId, setItemId] = useUrlFilter('item_id');
  const [type, setType] = useUrlFilter('type');
  const [recording, setRecording] = useState(false);
  const details = (r: InventoryTransactionRow) => {
    if (r.type === 'in') return r.supplier ? t('transactions.from', { supplier: r.supplier }) : '';
    if (r.type === 'issue')
      return [t('transactions.to', { name: r.issued_to_name ?? '—' }), r.purpose]
        .filter(Boolean)
        .join(' · ');
    return r.reason ?? '';
  };
  const list = useList<InventoryTransactionRow>('/api/inventory-transactions', {
    item_id: itemId,
    type,
  });
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('transactions.title')}
        </h1>
        <Button className="ms-auto no-print" onClick={() => setRecording(true)} disabled={!choices}>
          {t('transactions.record')}
        </Button>
      </div>
      {itemId && <LedgerHeading itemId={itemId} />}
      <DataTable
        title={t('transactions.title')}
        list={list}
        filters={
          <>
            <FilterSelect
              id="filter-item"
              label={t('transactions.item')}
              all={t('transactions.allItems')}
              value={itemId}
              onChange={setItemId}
              options={(choices?.items ?? []).map((i) => ({ value: i.id, label: i.name }))}
            />
            <FilterSelect
              id="filter-type"
              label={t('transactions.type')}
              all={t('transactions.allTypes')}
              value={type}
              onChange={setType}
              options={Object.entries(typeLabels).map(([value, label]) => ({ value, label }))}
            />
          </>
        }
        columns={[
          { header: t('transactions.date'), sort: 'date', cell: (r) => format.date(r.date) },
          { header: t('transactions.item'), cell: (r) => r.item },
          { header: t('transactions.type'), cell: (r) => typeLabels[r.type] },
          {
            header: t('transactions.quantity'),
            cell: (r) => `${signed(r.quantity_change)} ${r.unit}`,
          },
          { header: t('transactions.unitCost'), cell: (r) => format.money(r.unit_cost) },
          { header: t('transactions.value'), cell: (r) => format.money(r.value_change) },
          {
            header: t('transactions.balance'),
            cell: (r) => <span data-testid="balance">{`${r.balance_quantity} ${r.unit}`}</span>,
          },
          { header: t('transactions.balanceValue'), cell: (r) => format.money(r.balance_value) },
          { header: t('transactions.details'), cell: details },
          { header: t('transactions.recordedBy'), cell: (r) => r.recorded_by ?? '' },
        ]}
        emptyText={t('transactions.empty')}
      />
      {recording && <MovementForm itemId={itemId} onDone={() => setRecording(false)} />}
    </section>
  );
}
