'use client';
/**
 * Inventory items with their stock on hand, its value and a low-stock flag (fewer on hand than
 * the minimum); filters by category and low stock; each row opens its ledger.
 */
import Link from 'next/link';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('inventory');
  const format = useSchoolFormat();
  const categories = useCategoryOptions();
  const [category, setCategory] = useUrlFilter('category_id');
  const [low, setLow] = useUrlFilter('low_stock');
  return (
    <ResourceScreen<InventoryItemRow>
      title={t('items.title')}
      singular={t('items.singular')}
      path="/api/inventory-items"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      filters={{ category_id: category, low_stock: low }}
      filterControls={
        <>
          <FilterSelect
            id="filter-category"
            label={t('category')}
            all={t('items.allCategories')}
            value={category}
            onChange={setCategory}
            options={categories}
          />
          <FilterSelect
            id="filter-low-stock"
            label={t('items.stock')}
            all={t('items.allItems')}
            value={low}
            onChange={setLow}
            options={[{ value: 'true', label: t('items.lowStockOnly') }]}
          />
        </>
      }
      columns={[
        { header: t('code'), sort: 'code', cell: (r) => r.code },
        { header: t('name'), sort: 'name', cell: (r) => r.name },
        { header: t('category'), cell: (r) => r.category },
        {
          header: t('items.onHand'),
          sort: 'on_hand',
          cell: (r) => (
            <span data-testid="on-hand">
              {r.on_hand} {r.unit}
            </span>
          ),
        },
        { header: t('items.minimum'), cell: (r) => r.minimum_stock },
        { header: t('items.value'), cell: (r) => format.money(r.stock_value) },
        { header: t('items.averageCost'), cell: (r) => format.money(r.average_cost) },
        {
          header: t('items.stock'),
          cell: (r) =>
            r.low_stock ? (
              <StatusBadge status="low" label={t('items.lowStock')} />
            ) : (
              <StatusBadge status="ok" label={t('items.ok')} />
            ),
        },
      ]}
      extraActions={(r) => (
        <Link
          className="btn btn-sm btn-outline-secondary"
          href={`/inventory/transactions?item_id=${r.id}&sort=date`}
          aria-label={t('items.ledgerOf', { name: r.name })}
        >
          {t('items.ledger')}
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
          <TextField name="name" label={t('name')} />
          <TextField name="code" label={t('code')} />
          <TextField name="unit" label={t('items.unit')} hint={t('items.unitHint')} />
          <SelectField
            name="category_id"
            label={t('category')}
            options={categories}
            blank={t('choose')}
          />
          <TextField name="minimum_stock" label={t('items.minimumStock')} type="number" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
