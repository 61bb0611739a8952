'use client';
/**
 * Custom fees (a one-off due for a student or a whole class-section) and waivers (an amount or
 * a percentage of one due, with a reason; fees-edit), each with the list of those recorded.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { DataTable } from '@/components/ui/data-table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DueView } from '@/lib/api/modules/fees/types';
import { StudentPicker } from './collect-screen';
import { DateInput } from '@/components/ui/date-input';
import {
  errorsOf,
  FieldError,
  MoneyField,
  postJson,
  useFeeOptions,
  useMoneyInput,
  type FieldErrors,
} from './shared';

type LedgerRow = {
  id: number;
  student_name: string | null;
  admission_no: string | null;
  class_section_name: string | null;
  label: string;
  amount: number;
  due_date: string | null;
  posted_on: string;
  note: string | null;
  created_by: string | null;
};

function LedgerTable({ title, path, empty }: { title: string; path: string; empty: string }) {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const list = useList<LedgerRow>(path);
  return (
    <DataTable<LedgerRow>
      title={title}
      list={list}
      emptyText={empty}
      columns={[
        {
          header: t('ledger.student'),
          sort: 'student_name',
          cell: (r) => `${r.student_name ?? ''} (${r.admission_no ?? ''})`,
        },
        { header: t('ledger.class'), cell: (r) => r.class_section_name ?? '' },
        { header: t('ledger.line'), cell: (r) => r.label },
        { header: t('ledger.amount'), cell: (r) => format.money(r.amount) },
        { header: t('ledger.dueDate'), cell: (r) => format.date(r.due_date) },
        { header: t('ledger.posted'), sort: 'posted_on', cell: (r) => format.date(r.posted_on) },
        { header: t('ledger.note'), cell: (r) => r.note ?? '' },
        { header: t('ledger.by'), cell: (r) => r.created_by ?? '' },
      ]}
    />
  );
}

function Select(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string | number; label: string }[];
  blank: string;
}) {
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>{props.label}</Form.Label>
      <Form.Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.blank}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

export function CustomFeeScreen() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const [feeType, setFeeType] = useState('');
  const amount = useMoneyInput();
  const [dueDate, setDueDate] = useState(format.today());
  const [note, setNote] = useState('');
  const [section, setSection] = useState('');
  const [studentId, setStudentId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const feeTypes = useFeeOptions('feesType');
  const sections = useFeeOptions('class_section');
  const save = async () => {
    setErrors({});
    try {
      const res = await postJson('/api/custom-fees', {
        fee_type_id: feeType,
        amount: amount.minor,
        due_date: dueDate,
        note,
        student_ids: studentId ? [Number(studentId)] : null,
        class_section_id: !studentId && section ? Number(section) : null,
      });
      toast.success(res.message);
      amount.setText('');
      await invalidate();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  return (
    <>
      <h1 className="h3 mb-3">{t('custom.title')}</h1>
      {can('fees-create') && (
        <Card className="mb-3">
          <Card.Body>
            <div className="row g-2">
              <div className="col-md-3">
                <Select
                  id="custom-type"
                  label={t('custom.feeType')}
                  value={feeType}
                  onChange={setFeeType}
                  options={feeTypes}
                  blank={t('choose')}
                />
                <FieldError errors={errors} name="fee_type_id" />
              </div>
              <div className="col-md-3">
                <MoneyField
                  id="custom-amount"
                  label={t('custom.amount')}
                  input={amount}
                  error={errors.amount}
                />
              </div>
              <Form.Group controlId="custom-due" className="col-md-3">
                <Form.Label>{t('custom.dueDate')}</Form.Label>
                <DateInput value={dueDate} onChange={(value) => setDueDate(value)} />
                <FieldError errors={errors} name="due_date" />
              </Form.Group>
              <Form.Group controlId="custom-note" className="col-md-3">
                <Form.Label>{t('custom.note')}</Form.Label>
                <Form.Control value={note} onChange={(e) => setNote(e.target.value)} />
              </Form.Group>
              <div className="col-md-4">
                <Select
                  id="custom-section"
                  label={t('custom.wholeSection')}
                  value={section}
                  onChange={setSection}
                  options={sections}
                  blank="—"
                />
                <FieldError errors={errors} name="class_section_id" />
              </div>
            </div>
            <p className="small mb-1">
              {studentId ? t('custom.oneStudentChosen', { id: studentId }) : t('custom.oneStudent')}
            </p>
            <StudentPicker guardian={false} onPick={setStudentId} />
            <FieldError errors={errors} name="student_ids" />
            {errors._ && <p className="text-danger">{errors._}</p>}
            <Button onClick={() => void save()}>{t('custom.add')}</Button>
          </Card.Body>
        </Card>
      )}
      <LedgerTable title={t('custom.title')} path="/api/custom-fees" empty={t('custom.empty')} />
    </>
  );
}

export function WaiverScreen() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const [studentId, setStudentId] = useState('');
  const [dueId, setDueId] = useState('');
  const [byPercent, setByPercent] = useState(false);
  const amount = useMoneyInput();
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const dues = useQuery({
    queryKey: ['student-fees', studentId, 'waiver'],
    enabled: Boolean(studentId),
    queryFn: async () =>
      (
        await apiFetch<{ data: { dues: DueView[] } }>(
          `/api/students/${encodeURIComponent(studentId)}/fees`,
        )
      ).data.dues,
  });
  const save = async () => {
    setErrors({});
    try {
      const res = await postJson('/api/fee-waivers', {
        due_id: Number(dueId),
        amount: byPercent ? null : amount.minor,
        percent: byPercent ? Number(percent) : null,
        reason,
      });
      toast.success(res.message);
      await invalidate();
      await dues.refetch();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  return (
    <>
      <h1 className="h3 mb-3">{t('waiver.title')}</h1>
      {can('fees-edit') && (
        <Card className="mb-3">
          <Card.Body>
            <StudentPicker
              guardian={false}
              onPick={(id) => {
                setStudentId(id);
                setDueId('');
              }}
            />
            {dues.data && (
              <div className="row g-2">
                <div className="col-md-5">
                  <Select
                    id="waiver-due"
                    label={t('waiver.due')}
                    value={dueId}
                    onChange={setDueId}
                    blank={t('choose')}
                    options={dues.data
                      .filter((d) => d.outstanding > 0)
                      .map((d) => ({
                        value: d.id,
                        label: t('waiver.dueOption', {
                          label: d.label,
                          amount: format.money(d.outstanding),
                        }),
                      }))}
                  />
                  <FieldError errors={errors} name="due_id" />
                </div>
                <div className="col-md-3">
                  <Form.Check
                    id="waiver-by-percent"
                    label={t('waiver.byPercent')}
                    checked={byPercent}
                    onChange={(e) => setByPercent(e.target.checked)}
                    className="mt-4"
                  />
                </div>
                <div className="col-md-4">
                  {byPercent ? (
                    <Form.Group controlId="waiver-percent" className="mb-2">
                      <Form.Label>{t('waiver.percent')}</Form.Label>
                      <Form.Control
                        inputMode="decimal"
                        value={percent}
                        onChange={(e) => setPercent(e.target.value)}
                      />
                      <FieldError errors={errors} name="percent" />
                    </Form.Group>
                  ) : (
                    <MoneyField
                      id="waiver-amount"
                      label={t('waiver.amount')}
                      input={amount}
                      error={errors.amount}
                    />
                  )}
                </div>
                <Form.Group controlId="waiver-reason" className="col-12 mb-2">
                  <Form.Label>{t('waiver.reason')}</Form.Label>
                  <Form.Control value={reason} onChange={(e) => setReason(e.target.value)} />
                  <FieldError errors={errors} name="reason" />
                </Form.Group>
              </div>
            )}
            {errors._ && <p className="text-danger">{errors._}</p>}
            <Button onClick={() => void save()} disabled={!dueId}>
              {t('waiver.record')}
            </Button>
          </Card.Body>
        </Card>
      )}
      <LedgerTable title={t('waiver.list')} path="/api/fee-waivers" empty={t('waiver.empty')} />
    </>
  );
}
