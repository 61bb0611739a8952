'use client';
/** /expense-categories: name and description (Utilities, Maintenance...); "Salaries" is made by payroll. */
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import type { ExpenseCategoryRow } from '@/lib/api/modules/expenses/types';
import { expenseCategorySchema } from '@/lib/api/modules/expenses/schemas';

export function ExpenseCategoryScreen() {
  const t = useTranslations('expenses');
  return (
    <ResourceScreen<ExpenseCategoryRow>
      title={t('categories.title')}
      singular={t('categories.singular')}
      path="/api/expense-categories"
      needs={{
        create: 'expense-category-create',
        edit: 'expense-category-edit',
        delete: 'expense-category-delete',
      }}
      columns={[
        { header: t('categories.name'), sort: 'name', cell: (r) => r.name },
        { header: t('categories.description'), cell: (r) => r.description ?? '' },
      ]}
      schema={expenseCategorySchema}
      blank={{ name: '', description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('categories.name')} />
          <TextField name="description" label={t('categories.description')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
