'use client';
/**
 * Promotion at year end: a whole class (every section, or only some) moves into a later
 * session in one confirmed step. Everyone passes and continues by default; staff page through
 * the students only to mark the exceptions (fail: repeat the class; leave the school). The
 * review shows what will happen before anything moves (./promotion-confirm.tsx). With no later
 * session year to go into, the School Admin is offered to create the next one (proposed from
 * the current, ./next-session-dialog.tsx) and the promotion goes on into it.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { usePermissions } from '@/components/ui/use-permissions';
import { promotionSchema } from '@/lib/api/modules/people/move-schemas';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { NextSessionDialog } from './next-session-dialog';
import { PromotionConfirm, type PromotionPreview } from './promotion-confirm';
import { PromotionExceptions, type Exceptions } from './promotion-exceptions';
import { toOptions, usePeopleLookups, type ClassSectionItem } from './lookups';
import { Pick } from './pick';

type SectionItem = ClassSectionItem & { section_id?: number };
type Choice = { include: boolean; target: string };

export function PromotionForm() {
  const { classSections, classes, sessions, defaultSession } = usePeopleLookups();
  const sectionsOf = (classId: string) =>
    (classSections as SectionItem[]).filter((cs) => String(cs.class_id) === classId);
  const [fromSession, setFromSession] = useState('');
  const fromSessionId = fromSession || String(defaultSession?.id ?? '');
  const fromYear = sessions.find((x) => String(x.id) === fromSessionId);
  const later = sessions.filter((s) => s.start_date > (fromYear?.start_date ?? ''));
  const { hasRole } = usePermissions();
  const mayCreateYear = hasRole('School Admin');
  const [offerNext, setOfferNext] = useState(false);
  const [toSession, setToSession] = useState('');
  const toSessionId = toSession || String(later[0]?.id ?? '');
  const [fromClass, setFromClass] = useState('');
  const [toClass, setToClass] = useState('');
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [shown, setShown] = useState('');
  const [exceptions, setExceptions] = useState<Exceptions>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PromotionPreview | null>(null);
  const [summary, setSummary] = useState('');
  const invalidate = useInvalidateAfterWrite();
  const t = useTranslations('people');

  const fromSections = sectionsOf(fromClass);
  const targets = sectionsOf(toClass);
  /** By default each section goes to the target class's section of the same name. */
  const choiceOf = (cs: SectionItem): Choice =>
    choices[cs.id] ?? {
      include: true,
      target: String((targets.find((t) => t.section_id === cs.section_id) ?? targets[0])?.id ?? ''),
    };
  const included = fromSections.filter((cs) => choiceOf(cs).include);
  const shownSection = included.some((cs) => String(cs.id) === shown)
    ? shown
    : String(included[0]?.id ?? '');

  const planInto = (toId: string) => ({
    from_session_year_id: fromSessionId,
    to_session_year_id: toId,
    sections: included.map((cs) => ({
      from_class_section_id: cs.id,
      to_class_section_id: choiceOf(cs).target,
    })),
    exceptions: Object.entries(exceptions).map(([id, d]) => ({
      student_id: Number(id),
      result: d.result,
      next: d.next,
    })),
  });
  const plan = planInto(toSessionId);

  const review = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!fromClass) return setErrors({ from_class: t('promotion.chooseClass') });
    // Nowhere to go yet: the next session year first, then the review goes on by itself.
    if (!later.length && mayCreateYear && fromYear) return setOfferNext(true);
    await reviewInto(toSessionId);
  };

  const reviewInto = async (toId: string) => {
    setSummary('');
    const parsed = promotionSchema.safeParse(planInto(toId));
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      return setErrors(out);
    }
    setErrors({});
    try {
      const res = await apiFetch<{ data: PromotionPreview }>('/api/promotions/preview', {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      });
      setPreview(res.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) setErrors(error.fieldErrors);
      else toast.error(error instanceof Error ? error.message : t('promotion.cannotReview'));
    }
  };

  const closed = async (done?: string) => {
    setPreview(null);
    if (!done) return;
    setSummary(done);
    toast.success(done);
    setExceptions({});
    await invalidate();
  };

  const nameOf = (id: number) => classSections.find((cs) => cs.id === id)?.name ?? `#${id}`;
  const marked = Object.entries(exceptions);

  return (
    <>
      <Form noValidate onSubmit={review}>
        <Row>
          <Col md={3}>
            <Pick
              id="promote-from-session"
              label={t('promotion.fromSession')}
              value={fromSessionId}
              onChange={setFromSession}
              options={toOptions(sessions)}
              error={errors.from_session_year_id}
            />
          </Col>
          <Col md={3}>
            <Pick
              id="promote-class"
              label={t('promotion.class')}
              blank={t('choose')}
              value={fromClass}
              onChange={(v) => {
                setFromClass(v);
                setChoices({});
                setExceptions({});
              }}
              options={toOptions(classes)}
              error={errors.from_class}
            />
          </Col>
          <Col md={3}>
            <Pick
              id="promote-to-class"
              label={t('promotion.toClass')}
              blank={t('choose')}
              value={toClass}
              onChange={(v) => {
                setToClass(v);
                setChoices({});
              }}
              options={toOptions(classes)}
            />
          </Col>
          <Col md={3}>
            <Pick
              id="promote-to-session"
              label={t('promotion.intoSession')}
              blank={later.length ? undefined : t('promotion.noLaterSession')}
              value={toSessionId}
              onChange={setToSession}
              options={toOptions(later)}
              error={errors.to_session_year_id}
            />
          </Col>
        </Row>
        {!later.length && fromYear && (
          <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2">
            <span>
              {mayCreateYear
                ? t('promotion.noLaterYet', { name: fromYear.name })
                : t('promotion.noLaterAskAdmin', { name: fromYear.name })}
            </span>
            {mayCreateYear && (
              <Button size="sm" variant="outline-primary" onClick={() => setOfferNext(true)}>
                {t('promotion.nextSessionOffer')}
              </Button>
            )}
          </Alert>
        )}

        {fromSections.length > 0 && (
          <Table size="sm" className="align-middle">
            <caption>{t('promotion.sectionsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotion.promote')}</th>
                <th scope="col">{t('list.classSection')}</th>
                <th scope="col">{t('promotion.intoClassSection')}</th>
              </tr>
            </thead>
            <tbody>
              {fromSections.map((cs) => {
                const choice = choiceOf(cs);
                const set = (patch: Partial<Choice>) =>
                  setChoices((c) => ({ ...c, [cs.id]: { ...choice, ...patch } }));
                return (
                  <tr key={cs.id}>
                    <td>
                      <Form.Check
                        aria-label={t('promotion.promoteOf', { name: cs.name })}
                        checked={choice.include}
                        onChange={(e) => set({ include: e.target.checked })}
                      />
                    </td>
                    <td>{cs.name}</td>
                    <td>
                      <Form.Select
                        size="sm"
                        aria-label={t('promotion.targetOf', { name: cs.name })}
                        value={choice.target}
                        disabled={!choice.include}
                        onChange={(e) => set({ target: e.target.value })}
                      >
                        <option value="">{t('choose')}</option>
                        {(targets.length ? targets : classSections).map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </Form.Select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        {errors.sections && (
          <Alert variant="danger" className="py-2">
            {errors.sections}
          </Alert>
        )}

        {included.length > 0 && (
          <>
            <h3 className="h6 mt-3">
              {t('promotion.exceptions')}{' '}
              <Badge
                bg={marked.length ? 'warning' : 'secondary'}
                text={marked.length ? 'dark' : undefined}
              >
                {marked.length}
              </Badge>
            </h3>
            <p className="small text-muted">{t('promotion.exceptionsHint')}</p>
            {marked.length > 0 && (
              <ul className="small">
                {marked.map(([id, d]) => (
                  <li key={id}>
                    {d.next === 'leave'
                      ? t('promotion.leaves', { name: d.name })
                      : t('promotion.repeats', { name: d.name })}
                  </li>
                ))}
              </ul>
            )}
            {errors.exceptions && (
              <Alert variant="danger" className="py-2">
                {errors.exceptions}
              </Alert>
            )}
            {included.length > 1 && (
              <Pick
                id="promote-shown"
                label={t('promotion.studentsOf')}
                value={shownSection}
                onChange={setShown}
                options={toOptions(included)}
              />
            )}
            <PromotionExceptions
              key={shownSection}
              classSectionId={shownSection}
              sessionYearId={fromSessionId}
              exceptions={exceptions}
              onChange={setExceptions}
            />
          </>
        )}
        {summary && <Alert variant="success">{summary}</Alert>}
        <Button type="submit" disabled={!included.length}>
          {t('promotion.review')}
        </Button>
        {preview && (
          <PromotionConfirm
            plan={plan}
            preview={preview}
            nameOf={nameOf}
            intoSession={sessions.find((s) => String(s.id) === toSessionId)?.name ?? ''}
            onClose={closed}
          />
        )}
      </Form>
      {offerNext && fromYear && (
        <NextSessionDialog
          current={fromYear}
          onCreated={async (id) => {
            await invalidate();
            setToSession(String(id));
            if (fromClass && included.length) await reviewInto(String(id));
          }}
          onClose={() => setOfferNext(false)}
        />
      )}
    </>
  );
}
