'use client';
/**
 * Create (or, with ?edit={id}, change) a fee structure: session year, classes, lines of fee
 * types (compulsory or optional), what it is for (tuition, transport, hostel, other) and whether
 * students opt into it (an optional structure is assigned only to the students chosen), the due date, installments ("Split equally": lib/money's
 * `allocate`, the last takes the rounding) and the late-fee rule. Amounts are typed in the
 * school's currency and sent as minor units; the API's messages land on their fields. Saving
 * a structure that students already owe makes its next version (the API says so in its answer).
 */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { useMetaData } from '@/components/shell/use-meta-data';
import { defaultSessionYear } from '@/components/shell/meta-data';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { LATE_FEE_KINDS, type StructureKind } from '@/lib/db/schema/fees-values';
import { addDays } from '@/lib/calendar';
import { apiFetch } from '@/lib/client/api-fetch';
import { allocate, parseMoney, toDecimalString } from '@/lib/money';
import { errorsOf, FieldError, useFeeOptions, type FieldErrors } from './shared';
import { useStructureKinds } from './structure-kinds';
import { DateInput } from '@/components/ui/date-input';

type Line = { fee_type_id: string; amount: string; optional: boolean };
type Installment = { name: string; due_date: string; amount: string };

type Detail = {
  name: string;
  kind: StructureKind;
  optional: boolean;
  session_year_id: number;
  class_ids: number[];
  due_date: string;
  lines: { fee_type_id: number; amount: number; optional: boolean }[];
  installments: { name: string; due_date: string; amount: number }[];
  late_fee: {
    kind: string;
    amount: number;
    percent: number | null;
    grace_days: number;
    cap: number | null;
  };
};

export function StructureForm() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const router = useRouter();
  const editId = useSearchParams().get('edit');
  const queryClient = useQueryClient();
  const { data: meta } = useMetaData();
  const feeTypes = useFeeOptions('feesType');
  const classes = useFeeOptions('classes');
  const sessions = useFeeOptions('session_year_all');
  const kinds = useStructureKinds();
  const money = (text: string) => {
    const parsed = text.trim() ? parseMoney(text, format.currency, format.currencySymbol) : null;
    return parsed?.ok ? parsed.minor : null;
  };
  const decimal = (minor: number) => toDecimalString(minor, format.currency);

  const [name, setName] = useState('');
  const [kind, setKind] = useState<StructureKind>('tuition');
  const [optional, setOptional] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const [classIds, setClassIds] = useState<number[]>([]);
  const [dueDate, setDueDate] = useState(format.today());
  const [lines, setLines] = useState<Line[]>([{ fee_type_id: '', amount: '', optional: false }]);
  const [installments, setInstallments] = useState<Installment[]>([]);
  const [parts, setParts] = useState('3');
  const [lateKind, setLateKind] = useState('none');
  const [lateAmount, setLateAmount] = useState('');
  const [latePercent, setLatePercent] = useState('');
  const [grace, setGrace] = useState('0');
  const [cap, setCap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  // Until one is chosen (or loaded), the default session year.
  const session = sessionId || String(defaultSessionYear(meta)?.id ?? '');

  useEffect(() => {
    if (!editId) return;
    void apiFetch<{ data: Detail }>(`/api/fee-structures/${encodeURIComponent(editId)}`).then(
      ({ data: d }) => {
        setName(d.name);
        setKind(d.kind);
        setOptional(d.optional);
        setSessionId(String(d.session_year_id));
        setClassIds(d.class_ids);
        setDueDate(d.due_date);
        setLines(
          d.lines.map((l) => ({
            fee_type_id: String(l.fee_type_id),
            amount: decimal(l.amount),
            optional: l.optional,
          })),
        );
        setInstallments(
          d.installments.map((i) => ({
            name: i.name,
            due_date: i.due_date,
            amount: decimal(i.amount),
          })),
        );
        setLateKind(d.late_fee.kind);
        setLateAmount(d.late_fee.amount ? decimal(d.late_fee.amount) : '');
        setLatePercent(d.late_fee.percent === null ? '' : String(d.late_fee.percent));
        setGrace(String(d.late_fee.grace_days));
        setCap(d.late_fee.cap === null ? '' : decimal(d.late_fee.cap));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per structure
  }, [editId]);

  const compulsory = lines
    .filter((l) => !l.optional)
    .reduce((a, l) => a + (money(l.amount) ?? 0), 0);
  const installmentTotal = installments.reduce((a, i) => a + (money(i.amount) ?? 0), 0);

  const splitEqual = () => {
    const n = Math.max(1, Math.min(24, Number(parts) || 1));
    const amounts = allocate(compulsory, n);
    setInstallments(
      amounts.map((amount, i) => ({
        name: t('form.installmentName', { number: i + 1 }),
        due_date: addDays(dueDate, 30 * i),
        amount: decimal(amount),
      })),
    );
  };

  const save = async () => {
    setSaving(true);
    setErrors({});
    const body = {
      name,
      kind,
      optional,
      session_year_id: Number(session),
      class_ids: classIds,
      due_date: dueDate,
      lines: lines.map((l) => ({
        fee_type_id: Number(l.fee_type_id),
        amount: money(l.amount),
        optional: l.optional,
      })),
      installments: installments.map((i) => ({
        name: i.name,
        due_date: i.due_date,
        amount: money(i.amount),
      })),
      late_fee: {
        kind: lateKind,
        amount: lateKind === 'fixed' || lateKind === 'per_day' ? (money(lateAmount) ?? 0) : 0,
        percent: lateKind === 'percentage' ? Number(latePercent) : null,
        grace_days: Number(grace) || 0,
        cap: lateKind !== 'none' && cap.trim() ? money(cap) : null,
      },
    };
    try {
      const res = await apiFetch<{ data: { id: number; version: number }; message: string }>(
        editId ? `/api/fee-structures/${encodeURIComponent(editId)}` : '/api/fee-structures',
        { method: editId ? 'PUT' : 'POST', body: JSON.stringify(body) },
      );
      toast.success(
        res.data.version > 1 ? t('form.savedVersion', { version: res.data.version }) : res.message,
      );
      await queryClient.invalidateQueries();
      router.push('/fees/view-fees-structure');
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const setLine = (i: number, patch: Partial<Line>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const setInstallment = (i: number, patch: Partial<Installment>) =>
    setInstallments(installments.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 className="h3 mb-3">{editId ? t('form.editTitle') : t('form.createTitle')}</h1>
      {errors._ && <div className="alert alert-danger">{errors._}</div>}
      <Card className="mb-3">
        <Card.Body className="row g-3">
          <Form.Group controlId="structure-name" className="col-md-4">
            <Form.Label>{t('form.name')}</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => setName(e.target.value)}
              isInvalid={Boolean(errors.name)}
            />
            <FieldError errors={errors} name="name" />
          </Form.Group>
          <Form.Group controlId="structure-kind" className="col-md-2">
            <Form.Label>{t('form.kind')}</Form.Label>
            <Form.Select
              value={kind}
              onChange={(e) => setKind(e.target.value as StructureKind)}
              isInvalid={Boolean(errors.kind)}
            >
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </Form.Select>
            <FieldError errors={errors} name="kind" />
          </Form.Group>
          <Form.Group controlId="structure-session" className="col-md-3">
            <Form.Label>{t('form.sessionYear')}</Form.Label>
            <Form.Select value={session} onChange={(e) => setSessionId(e.target.value)}>
              {sessions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
            <FieldError errors={errors} name="session_year_id" />
          </Form.Group>
          <Form.Group controlId="structure-due" className="col-md-3">
            <Form.Label>{t('form.dueDate')}</Form.Label>
            <DateInput value={dueDate} onChange={(value) => setDueDate(value)} />
            <Form.Text>{format.date(dueDate)}</Form.Text>
            <FieldError errors={errors} name="due_date" />
          </Form.Group>
          <fieldset className="col-12">
            <legend className="fs-6">{t('form.classes')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {classes.map((c) => (
                <Form.Check
                  key={c.value}
                  id={`class-${c.value}`}
                  label={c.label}
                  checked={classIds.includes(Number(c.value))}
                  onChange={(e) =>
                    setClassIds(
                      e.target.checked
                        ? [...classIds, Number(c.value)]
                        : classIds.filter((id) => id !== Number(c.value)),
                    )
                  }
                />
              ))}
            </div>
            <FieldError errors={errors} name="class_ids" />
          </fieldset>
          <Form.Group controlId="structure-optional" className="col-12">
            <Form.Check
              type="switch"
              label={t('form.optionalStructure')}
              checked={optional}
              onChange={(e) => setOptional(e.target.checked)}
            />
            <Form.Text>{t('form.optionalStructureHint')}</Form.Text>
          </Form.Group>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.lines')}</h2>
          {lines.map((line, i) => (
            <div key={i} className="row g-2 align-items-end mb-2">
              <Form.Group controlId={`line-type-${i}`} className="col-md-5">
                <Form.Label>{t('form.feeType')}</Form.Label>
                <Form.Select
                  value={line.fee_type_id}
                  onChange={(e) => setLine(i, { fee_type_id: e.target.value })}
                >
                  <option value="">{t('choose')}</option>
                  {feeTypes.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
                <FieldError errors={errors} name={`lines.${i}.fee_type_id`} />
              </Form.Group>
              <Form.Group controlId={`line-amount-${i}`} className="col-md-3">
                <Form.Label>{t('form.amountIn', { currency: format.currency })}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={line.amount}
                  onChange={(e) => setLine(i, { amount: e.target.value })}
                />
                <FieldError errors={errors} name={`lines.${i}.amount`} />
              </Form.Group>
              <div className="col-md-2">
                <Form.Check
                  id={`line-optional-${i}`}
                  label={t('form.optional')}
                  checked={line.optional}
                  onChange={(e) => setLine(i, { optional: e.target.checked })}
                />
              </div>
              <div className="col-md-2">
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                  disabled={lines.length === 1}
                >
                  {t('form.remove')}
                </Button>
              </div>
            </div>
          ))}
          <FieldError errors={errors} name="lines" />
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => setLines([...lines, { fee_type_id: '', amount: '', optional: false }])}
          >
            {t('form.addLine')}
          </Button>
          <p className="mt-2 mb-0">
            {t('form.compulsoryTotal')}{' '}
            <strong data-testid="compulsory-total">{format.money(compulsory)}</strong>
          </p>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.installments')}</h2>
          <p className="small text-body-secondary">{t('form.installmentsHint')}</p>
          <div className="d-flex gap-2 align-items-end mb-3">
            <Form.Group controlId="installment-count">
              <Form.Label>{t('form.installmentCount')}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={24}
                value={parts}
                onChange={(e) => setParts(e.target.value)}
                style={{ width: 120 }}
              />
            </Form.Group>
            <Button variant="outline-primary" onClick={splitEqual}>
              {t('form.splitEqually')}
            </Button>
            {installments.length > 0 && (
              <Button variant="outline-secondary" onClick={() => setInstallments([])}>
                {t('form.noInstallments')}
              </Button>
            )}
          </div>
          {installments.map((inst, i) => (
            <div key={i} className="row g-2 mb-2">
              <Form.Group controlId={`installment-name-${i}`} className="col-md-4">
                <Form.Label className="visually-hidden">
                  {t('form.installmentNameLabel', { number: i + 1 })}
                </Form.Label>
                <Form.Control
                  value={inst.name}
                  onChange={(e) => setInstallment(i, { name: e.target.value })}
                />
              </Form.Group>
              <Form.Group controlId={`installment-due-${i}`} className="col-md-4">
                <Form.Label className="visually-hidden">
                  {t('form.installmentDueLabel', { number: i + 1 })}
                </Form.Label>
                <DateInput
                  value={inst.due_date}
                  onChange={(value) => setInstallment(i, { due_date: value })}
                />
              </Form.Group>
              <Form.Group controlId={`installment-amount-${i}`} className="col-md-4">
                <Form.Label className="visually-hidden">
                  {t('form.installmentAmountLabel', { number: i + 1 })}
                </Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={inst.amount}
                  onChange={(e) => setInstallment(i, { amount: e.target.value })}
                />
              </Form.Group>
            </div>
          ))}
          {installments.length > 0 && (
            <p className={installmentTotal === compulsory ? 'text-success' : 'text-danger'}>
              {t('form.installmentsAddUp', {
                sum: format.money(installmentTotal),
                total: format.money(compulsory),
              })}
            </p>
          )}
          <FieldError errors={errors} name="installments" />
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body className="row g-3">
          <h2 className="h5 col-12 mb-0">{t('form.lateFee')}</h2>
          <Form.Group controlId="late-kind" className="col-md-4">
            <Form.Label>{t('form.lateFee')}</Form.Label>
            <Form.Select value={lateKind} onChange={(e) => setLateKind(e.target.value)}>
              {LATE_FEE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t('form.lateKind', { kind: k })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {(lateKind === 'fixed' || lateKind === 'per_day') && (
            <Form.Group controlId="late-amount" className="col-md-2">
              <Form.Label>
                {lateKind === 'per_day'
                  ? t('form.perDayIn', { currency: format.currency })
                  : t('form.amountIn', { currency: format.currency })}
              </Form.Label>
              <Form.Control
                inputMode="decimal"
                value={lateAmount}
                onChange={(e) => setLateAmount(e.target.value)}
              />
              <FieldError errors={errors} name="late_fee.amount" />
            </Form.Group>
          )}
          {lateKind === 'percentage' && (
            <Form.Group controlId="late-percent" className="col-md-2">
              <Form.Label>{t('form.percentage')}</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={latePercent}
                onChange={(e) => setLatePercent(e.target.value)}
              />
              <FieldError errors={errors} name="late_fee.percent" />
            </Form.Group>
          )}
          {lateKind !== 'none' && (
            <>
              <Form.Group controlId="late-grace" className="col-md-2">
                <Form.Label>{t('form.graceDays')}</Form.Label>
                <Form.Control
                  type="number"
                  min={0}
                  value={grace}
                  onChange={(e) => setGrace(e.target.value)}
                />
                <FieldError errors={errors} name="late_fee.grace_days" />
              </Form.Group>
              <Form.Group controlId="late-cap" className="col-md-2">
                <Form.Label>{t('form.cap', { currency: format.currency })}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={cap}
                  onChange={(e) => setCap(e.target.value)}
                />
                <FieldError errors={errors} name="late_fee.cap" />
              </Form.Group>
            </>
          )}
        </Card.Body>
      </Card>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
        <Link href="/fees/view-fees-structure" className="btn btn-outline-secondary">
          {t('form.cancel')}
        </Link>
      </div>
    </Form>
  );
}
