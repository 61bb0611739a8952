'use client';
/** The working-days rule: what the unpaid-days deduction divides the basic by. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { firstErrorOf } from '@/components/fees/shared';

const KEY = ['payroll-working-days'];
const PATH = '/api/payroll-settings/working-days';

export function WorkingDaysRule() {
  const t = useTranslations('payroll');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiFetch<{ data: { working_days_rule: string } }>(PATH)).data,
  });
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? data?.working_days_rule ?? 'calendar_days';
  const save = useMutation({
    mutationFn: () =>
      apiFetch<{ message: string }>(PATH, {
        method: 'PUT',
        body: JSON.stringify({ working_days_rule: value }),
      }),
    onSuccess: (res) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast.error(firstErrorOf(error)),
  });
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{t('rule.title')}</h2>
        <p className="text-body-secondary small mb-2">{t('rule.explain')}</p>
        <Form
          className="d-flex flex-wrap gap-2 align-items-end"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Form.Group controlId="working-days-rule">
            <Form.Label className="small mb-1">{t('rule.daysOfMonth')}</Form.Label>
            <Form.Select
              value={value}
              onChange={(e) => setChoice(e.target.value)}
              disabled={!can('payroll-settings-edit')}
            >
              <option value="calendar_days">{t('rule.calendarDays')}</option>
              <option value="working_days">{t('rule.workingDays')}</option>
            </Form.Select>
          </Form.Group>
          {can('payroll-settings-edit') && (
            <Button type="submit" variant="outline-primary" disabled={save.isPending || !data}>
              {t('rule.save')}
            </Button>
          )}
        </Form>
      </Card.Body>
    </Card>
  );
}
