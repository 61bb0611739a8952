'use client';
/** One inquiry's follow-ups (date, method, outcome, next date) and the form adding one. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { showApiError } from '@/components/forms/api-errors';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField } from '@/components/ui/fields';
import { LIST_KEY, useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { followUpSchema } from '@/lib/api/modules/people/inquiry-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { binder } from './form-bits';
import { usePeopleWords } from './people-words';

type FollowUp = {
  id: number;
  on_date: string;
  method: string;
  outcome: string;
  next_date: string | null;
};
type Inquiry = { id: number; child_name: string; status: string; follow_ups: FollowUp[] };
const METHODS = ['call', 'visit', 'email', 'message', 'other'] as const;
const blank = (today: string) => ({
  on_date: today,
  method: 'call' as const,
  outcome: '',
  next_date: null as string | null,
});

export function InquiryFollowUps({
  id,
  canAdd,
  onClose,
}: {
  id: number;
  canAdd: boolean;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: [LIST_KEY, 'inquiry', id],
    queryFn: async () => (await apiFetch<{ data: Inquiry }>(`/api/admission-inquiries/${id}`)).data,
  });
  const invalidate = useInvalidateAfterWrite();
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const words = usePeopleWords();
  const form = useForm({
    resolver: zodResolver(followUpSchema),
    defaultValues: blank(format.today()),
  });
  const add = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(`/api/admission-inquiries/${id}/follow-ups`, {
        method: 'POST',
        body: JSON.stringify(values),
      });
      toast.success(res.message);
      form.reset(blank(format.today()));
      await invalidate();
    } catch (error) {
      showApiError(error, form.setError, ['on_date', 'method', 'outcome', 'next_date']);
    }
  });
  const inquiry = query.data;
  return (
    <Card as="section" className="mb-4" aria-labelledby="follow-ups-title">
      <Card.Body>
        <div className="d-flex align-items-center mb-2">
          <h2 id="follow-ups-title" className="h5 mb-0">
            {inquiry ? t('followUps.titleOf', { name: inquiry.child_name }) : t('followUps.title')}
          </h2>
          <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={onClose}>
            {t('profile.close')}
          </Button>
        </div>
        {inquiry && inquiry.follow_ups.length === 0 && (
          <p className="text-muted">{t('followUps.none')}</p>
        )}
        {inquiry && inquiry.follow_ups.length > 0 && (
          <Table size="sm">
            <caption className="visually-hidden">{t('followUps.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('followUps.method')}</th>
                <th scope="col">{t('followUps.outcome')}</th>
                <th scope="col">{t('followUps.nextDate')}</th>
              </tr>
            </thead>
            <tbody>
              {inquiry.follow_ups.map((f) => (
                <tr key={f.id}>
                  <td>{format.date(f.on_date)}</td>
                  <td>{words.word('method', f.method)}</td>
                  <td>{f.outcome}</td>
                  <td>{format.date(f.next_date)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {canAdd && inquiry?.status === 'open' && (
          <FormProvider {...form}>
            <Form noValidate onSubmit={add}>
              <h3 className="h6">{t('followUps.addTitle')}</h3>
              <Row>
                <Col md={3}>
                  <DateField name="on_date" label={t('followUps.date')} />
                </Col>
                <Col md={3}>
                  <SelectField
                    name="method"
                    label={t('followUps.method')}
                    options={words.options('method', METHODS)}
                  />
                </Col>
                <Col md={3}>
                  <DateField name="next_date" label={t('followUps.nextFollowUpDate')} optional />
                </Col>
                <Col xs={12}>
                  <FormField label={t('followUps.outcome')} rows={2} {...binder(form)('outcome')} />
                </Col>
              </Row>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {t('followUps.add')}
              </Button>
            </Form>
          </FormProvider>
        )}
      </Card.Body>
    </Card>
  );
}
