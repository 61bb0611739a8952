'use client';
/**
 * Inventory items with their stock on hand, its value and a low-stock flag (fewer on hand than
 * the minimum); filters by category and low stock; each row opens its ledger.
 */
import Link from 'next/link';
import { SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useUrlFilter } from '@/components/ui/use-url-state';
import type { InventoryItemRow } from '@/lib/api/modules/inventory/types';
import { inventoryItemSchema } from '@/lib/api/modules/inventory/schemas';
import { ADMIN, useCategoryOptions } from './shared';

export function InventoryItemScreen() {
  const format = useSchoolFormat();
  const categories = useCategoryOptions();
  const [category, setCategory] = useUrlFilter('category_id');
  const [low, setLow] = useUrlFilter('low_stock');
  return (
    <ResourceScreen<InventoryItemRow>
      title="Inventory items"
      singular="item"
      path="/api/inventory-items"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      filters={{ category_id: category, low_stock: low }}
      filterControls={
        <>
          <FilterSelect
            id="filter-category"
            label="Category"
            all="All categories"
            value={category}
            onChange={setCategory}
            options={categories}
          />
          <FilterSelect
            id="filter-low-stock"
            label="Stock"
            all="All items"
            value={low}
            onChange={setLow}
            options={[{ value: 'true', label: 'Low stock only' }]}
          />
        </>
      }
      columns={[
        { header: 'Code', sort: 'code', cell: (r) => r.code },
        { header: 'Name', sort: 'name', cell: (r) => r.name },
        { header: 'Category', cell: (r) => r.category },
        {
          header: 'On hand',
          sort: 'on_hand',
          cell: (r) => (
            <span data-testid="on-hand">
              {r.on_hand} {r.unit}
            </span>
          ),
        },
        { header: 'Minimum', cell: (r) => r.minimum_stock },
        { header: 'Value', cell: (r) => format.money(r.stock_value) },
        { header: 'Average cost', cell: (r) => format.money(r.average_cost) },
        {
          header: 'Stock',
          cell: (r) =>
            r.low_stock ? (
              <StatusBadge status="low" label="Low stock" />
            ) : (
              <StatusBadge status="ok" label="OK" />
            ),
        },
      ]}
      extraActions={(r) => (
        <Link
          className="btn btn-sm btn-outline-secondary"
          href={`/inventory/transactions?item_id=${r.id}&sort=date`}
          aria-label={`Ledger of ${r.name}`}
        >
          Ledger
        </Link>
      )}
      schema={inventoryItemSchema}
      blank={{ name: '', code: '', unit: '', category_id: '', minimum_stock: 0 }}
      toForm={(r) => ({
        name: r.name,
        code: r.code,
        unit: r.unit,
        category_id: r.category_id,
        minimum_stock: r.minimum_stock,
      })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="code" label="Code" />
          <TextField name="unit" label="Unit" hint="piece, box, ream, litre…" />
          <SelectField name="category_id" label="Category" options={categories} blank="Choose…" />
          <TextField name="minimum_stock" label="Minimum stock" type="number" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
