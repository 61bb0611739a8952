'use client';
/**
 * The provider's plans: the list (price, limits, modules, published, schools on it) and a form
 * to create one or change one. Changing a plan changes it for the schools on it at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { showApiError } from '@/components/forms/api-errors';
import { modulesText, priceText, type PlanView } from '@/components/plans/plan-words';
import { CheckboxListField, CheckField, SelectField, TextField } from '@/components/ui/fields';
import { planSchema, type PlanInput } from '@/lib/api/modules/subscriptions/schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { PLAN_MODULES } from '@/lib/plans/catalogue';
import { DataTable, type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { useRefreshProviderLists } from './use-provider-data';

type ProviderPlan = PlanView & { schools: number };

const FIELDS = [
  'name',
  'price_minor',
  'currency',
  'billing_cycle',
  'student_limit',
  'staff_limit',
  'notifications_per_minute',
  'modules',
  'trial_days',
  'published',
  'highlighted',
] as const;

const blank: PlanInput = {
  name: '',
  price_minor: 0,
  currency: 'USD',
  billing_cycle: 'month',
  student_limit: '',
  staff_limit: '',
  notifications_per_minute: '',
  modules: PLAN_MODULES.map((m) => m.key),
  trial_days: 0,
  published: false,
  highlighted: false,
};

function PlanForm({ plan, onDone }: { plan?: ProviderPlan; onDone: () => void }) {
  const t = useTranslations('provider');
  const refresh = useRefreshProviderLists();
  const form = useForm<PlanInput>({
    resolver: zodResolver(planSchema, undefined, { raw: true }) as never,
    defaultValues: plan
      ? ({
          ...plan,
          student_limit: plan.student_limit ?? '',
          staff_limit: plan.staff_limit ?? '',
          notifications_per_minute: plan.notifications_per_minute ?? '',
        } as PlanInput)
      : blank,
  });
  const save = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(
        plan ? `/api/plans/${plan.id}` : '/api/plans',
        {
          method: plan ? 'PUT' : 'POST',
          body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, values[f]]))),
        },
      );
      toast.success(res.message);
      await refresh();
      onDone();
    } catch (error) {
      showApiError(error, form.setError, FIELDS);
    }
  });
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {plan ? t('plans.change', { name: plan.name }) : t('plans.new')}
        </Card.Title>
        <FormProvider {...form}>
          <Form noValidate onSubmit={save}>
            <Row>
              <Col md={4}>
                <TextField name="name" label={t('plans.name')} />
              </Col>
              <Col md={3}>
                <TextField name="price_minor" label={t('plans.priceMinor')} type="number" />
              </Col>
              <Col md={2}>
                <TextField name="currency" label={t('plans.currency')} />
              </Col>
              <Col md={3}>
                <SelectField
                  name="billing_cycle"
                  label={t('plans.billingCycle')}
                  options={[
                    { value: 'month', label: t('plans.monthly') },
                    { value: 'year', label: t('plans.yearly') },
                  ]}
                />
              </Col>
              <Col md={4}>
                <TextField name="student_limit" label={t('plans.studentLimit')} type="number" />
              </Col>
              <Col md={4}>
                <TextField name="staff_limit" label={t('plans.staffLimit')} type="number" />
              </Col>
              <Col md={4}>
                <TextField name="trial_days" label={t('plans.trialDays')} type="number" />
              </Col>
              <Col md={4}>
                <TextField
                  name="notifications_per_minute"
                  label={t('plans.notificationsPerMinute')}
                  type="number"
                />
              </Col>
              <Col md={8}>
                <CheckboxListField
                  name="modules"
                  label={t('plans.modulesIncluded')}
                  options={PLAN_MODULES.map((m) => ({ value: m.key, label: m.label }))}
                  text
                />
              </Col>
              <Col md={4}>
                <CheckField name="published" label={t('plans.publishedHint')} />
                <CheckField name="highlighted" label={t('plans.highlighted')} />
              </Col>
            </Row>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {plan ? t('plans.save') : t('plans.create')}
            </Button>{' '}
            <Button variant="outline-secondary" onClick={onDone}>
              {t('plans.cancel')}
            </Button>
          </Form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}

export function PlansTab() {
  const t = useTranslations('provider');
  const columns: Column<ProviderPlan>[] = [
    {
      header: t('columns.plan'),
      cell: (p) => `${p.name}${p.highlighted ? ' ★' : ''}`,
      sort: 'name',
    },
    { header: t('plans.price'), cell: (p) => priceText(p), sort: 'price' },
    {
      header: t('plans.limits'),
      cell: (p) => (
        <>
          {p.student_limit === null
            ? t('plans.unlimitedStudents')
            : t('plans.studentLimitUpTo', { limit: p.student_limit })}
          <br />
          {p.staff_limit === null
            ? t('plans.unlimitedStaff')
            : t('plans.staffLimitUpTo', { limit: p.staff_limit })}
        </>
      ),
    },
    { header: t('plans.modules'), cell: (p) => <span className="small">{modulesText(p)}</span> },
    { header: t('tabs.schools'), cell: (p) => p.schools, sort: 'schools' },
    {
      header: t('plans.published'),
      cell: (p) => (p.published ? t('plans.yes') : t('plans.no')),
      sort: 'published',
    },
  ];

  const list = useList<ProviderPlan>('/api/plans');
  const [editing, setEditing] = useState<ProviderPlan | 'new' | null>(null);
  return (
    <>
      {editing ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button className="mb-3" onClick={() => setEditing('new')}>
          {t('plans.new')}
        </Button>
      )}
      <DataTable
        title={t('tabs.plans')}
        list={list}
        columns={columns}
        emptyText={t('plans.empty')}
        actions={(p) => (
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(p)}>
            {t('plans.change', { name: p.name })}
          </Button>
        )}
      />
    </>
  );
}
