'use client';
/**
 * Collect fee (/fees/student-fees). Staff find a student (name, admission number, class) and
 * see every due by installment with waivers and the late fee as of the payment date, collect
 * one, several or part of one, print or download the receipt, and cancel a payment with a
 * reason (fees-delete). A guardian picks one of their children and sees the same figures and
 * receipts, without the collect and cancel controls.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import type { StudentFees } from '@/lib/api/modules/fees/types';
import { DuesTable } from './dues-table';
import { PaymentForm } from './payment-form';
import { CancelPayment } from './receipt-actions';
import { PaymentsTable } from './payments-table';
import { DateInput } from '@/components/ui/date-input';

type Found = { id: number; name: string; admission_no: string; class_section_name: string | null };
/** /api/guardian/children answers the student's names apart. */
type Child = Omit<Found, 'name'> & { first_name: string; last_name: string };
type FeesAnswer = StudentFees & {
  student: { id: number; name: string; admission_no: string; class_section_name: string };
  as_of: string;
};

export function StudentPicker({
  onPick,
  guardian,
}: {
  onPick: (id: string) => void;
  guardian: boolean;
}) {
  const t = useTranslations('fees');
  const [term, setTerm] = useState('');
  const found = useQuery({
    queryKey: ['fee-students', guardian, term],
    queryFn: async () =>
      guardian
        ? (await apiFetch<{ data: Child[] }>('/api/guardian/children')).data.map((c) => ({
            ...c,
            name: `${c.first_name} ${c.last_name}`,
          }))
        : (
            await apiFetch<{ data: Found[] }>(
              `/api/fees/students?per_page=10&search=${encodeURIComponent(term)}`,
            )
          ).data,
    enabled: guardian || term.trim().length > 0,
  });
  return (
    <Card className="mb-3">
      <Card.Body>
        {!guardian && (
          <Form.Group controlId="student-search" className="mb-2" style={{ maxWidth: 420 }}>
            <Form.Label>{t('picker.search')}</Form.Label>
            <Form.Control type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
          </Form.Group>
        )}
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('picker.students')}>
          {(found.data ?? []).map((s) => (
            <Button
              key={s.id}
              variant="outline-primary"
              size="sm"
              onClick={() => onPick(String(s.id))}
            >
              {s.name} · {s.admission_no}
              {s.class_section_name ? ` · ${s.class_section_name}` : ''}
            </Button>
          ))}
          {found.data?.length === 0 && (
            <span className="text-body-secondary">{t('picker.none')}</span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

export function CollectScreen() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const { can, hasRole } = usePermissions();
  const guardian = hasRole('Guardian') && !can('fees-create');
  const [studentId, setStudentId] = useUrlFilter('student_id');
  const [asOf, setAsOf] = useState(format.today());
  const [chosen, setChosen] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const fees = useQuery({
    queryKey: ['student-fees', studentId, asOf],
    enabled: Boolean(studentId),
    queryFn: async () =>
      (
        await apiFetch<{ data: FeesAnswer }>(
          `/api/students/${encodeURIComponent(studentId)}/fees?as_of=${asOf}`,
        )
      ).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['student-fees'] });
  const f = fees.data;
  const owedChosen = (f?.dues ?? [])
    .filter((d) => chosen.includes(d.id))
    .reduce((a, d) => a + d.outstanding, 0);

  return (
    <>
      <h1 className="h3 mb-3">{guardian ? t('collect.guardianTitle') : t('collect.title')}</h1>
      <StudentPicker
        guardian={guardian}
        onPick={(id) => {
          setStudentId(id);
          setChosen([]);
        }}
      />
      {fees.isError && (
        <Alert variant="danger">
          {t('collect.loadFailed', { message: (fees.error as Error).message })}
        </Alert>
      )}
      {f && (
        <>
          <Card className="mb-3">
            <Card.Body>
              <div className="d-flex flex-wrap justify-content-between gap-3 align-items-end">
                <div>
                  <h2 className="h5 mb-1" data-testid="fee-student">
                    {f.student.name} · {f.student.admission_no} · {f.student.class_section_name}
                  </h2>
                  <p className="mb-0">
                    {t('collect.balanceAsOf', { date: format.date(f.as_of) })}{' '}
                    <strong data-testid="fee-balance">{format.money(f.balance.balance)}</strong>
                    {f.balance.advance > 0 && (
                      <>
                        {' '}
                        · {t('collect.advanceHeld', { amount: format.money(f.balance.advance) })}
                      </>
                    )}
                  </p>
                </div>
                <Form.Group controlId="fees-as-of">
                  <Form.Label className="small mb-1">{t('collect.asOf')}</Form.Label>
                  <DateInput value={asOf} onChange={(value) => setAsOf(value || format.today())} />
                </Form.Group>
              </div>
              <DuesTable
                className="mt-3 mb-0"
                dues={f.dues}
                amounts="all"
                choose={guardian ? undefined : { chosen, onChange: setChosen }}
              />
            </Card.Body>
          </Card>
          {can('fees-create') && (
            <PaymentForm
              studentId={Number(studentId)}
              paidOn={asOf}
              dueIds={chosen}
              owed={owedChosen}
              onPaid={(receipt) => {
                toast.success(t('collect.received', { receipt: String(receipt.receipt_no) }));
                setChosen([]);
                void refresh();
              }}
            />
          )}
          <Card>
            <Card.Body>
              <h2 className="h5">{t('collect.payments')}</h2>
              <PaymentsTable
                payments={f.payments}
                actions={(p) =>
                  p.status === 'paid' &&
                  p.refunded === 0 &&
                  can('fees-delete') && (
                    <CancelPayment
                      paymentId={p.id}
                      receiptNo={p.receipt_no}
                      onDone={() => void refresh()}
                    />
                  )
                }
              />
            </Card.Body>
          </Card>
        </>
      )}
    </>
  );
}
