'use client';
/** /expense-categories: name and description (Utilities, Maintenance...); "Salaries" is made by payroll. */
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import type { ExpenseCategoryRow } from '@/lib/api/modules/expenses/types';
import { expenseCategorySchema } from '@/lib/api/modules/expenses/schemas';

export function ExpenseCategoryScreen() {
  return (
    <ResourceScreen<ExpenseCategoryRow>
      title="Expense categories"
      singular="expense category"
      path="/api/expense-categories"
      needs={{
        create: 'expense-category-create',
        edit: 'expense-category-edit',
        delete: 'expense-category-delete',
      }}
      columns={[
        { header: 'Name', sort: 'name', cell: (r) => r.name },
        { header: 'Description', cell: (r) => r.description ?? '' },
      ]}
      schema={expenseCategorySchema}
      blank={{ name: '', description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '' })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="description" label="Description" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
