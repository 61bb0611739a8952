'use client';
/**
 * A grading scale in a dialog: name, kind (marks, or co-scholastic grades without marks), the
 * default switch and the classes it grades (marks scales only), and its bands in order
 * (lowest percentage, grade, grade point, remark), a row added or removed at will. The API
 * checks it (bands from 0 %, edges apart, a class on one scale) and each message shows under
 * the field it names (`bands.2.grade`, `bands`, `class_ids`). A scale that grades published
 * exams warns first: they keep the bands they were published with until republished.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import type { GradingScaleRow } from '@/lib/api/modules/exams/types';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { useMetaOptions } from './meta-options';
import {
  blankBand,
  blankScale,
  scaleBody,
  scaleInput,
  type BandInput,
  type ScaleInput,
} from './scale-form';

const BAND_FIELDS = ['min_percent', 'grade', 'grade_point', 'remark'] as const;

export function ScaleEditor(props: {
  scale: GradingScaleRow | null;
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations('exams');
  const classes = useMetaOptions('classes');
  const [input, setInput] = useState<ScaleInput>(() =>
    props.scale ? scaleInput(props.scale) : blankScale(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const marks = input.kind === 'marks';
  const set = (patch: Partial<ScaleInput>) => setInput((s) => ({ ...s, ...patch }));
  const setBand = (i: number, patch: Partial<BandInput>) =>
    set({ bands: input.bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    setRefusal('');
    try {
      const res = await apiFetch<{ message: string }>(
        props.scale ? `/api/grading-scales/${props.scale.id}` : '/api/grading-scales',
        { method: props.scale ? 'PUT' : 'POST', body: JSON.stringify(scaleBody(input)) },
      );
      toast.success(res.message);
      props.onDone(true);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      setErrors(fields);
      if (!Object.keys(fields).length)
        setRefusal(error instanceof Error ? error.message : t('scales.failed'));
    } finally {
      setSaving(false);
    }
  };

  const bandLabel = {
    min_percent: t('scales.minPercent'),
    grade: t('scales.grade'),
    grade_point: t('scales.gradePoint'),
    remark: t('scales.remark'),
  };
  const shownFields = BAND_FIELDS.filter((f) => marks || f === 'grade' || f === 'remark');
  const feedback = (field: string) =>
    errors[field] ? <div className="invalid-feedback d-block">{errors[field]}</div> : null;
  return (
    <Modal
      show
      onHide={() => props.onDone(false)}
      backdrop="static"
      size="lg"
      aria-labelledby="scale-editor-title"
    >
      <Form noValidate onSubmit={(e) => void save(e)}>
        <Modal.Header closeButton closeLabel={t('scales.close')}>
          <Modal.Title id="scale-editor-title" as="h2" className="h5">
            {props.scale ? t('scales.editNamed', { name: props.scale.name }) : t('scales.add')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && <Alert variant="danger">{refusal}</Alert>}
          {Boolean(props.scale?.published_exams) && (
            <Alert variant="warning" data-testid="scale-published-warning">
              {t('scales.publishedKeep', { count: props.scale?.published_exams ?? 0 })}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="scale-name">
            <Form.Label>{t('scales.name')}</Form.Label>
            <Form.Control
              value={input.name}
              onChange={(e) => set({ name: e.target.value })}
              isInvalid={Boolean(errors.name)}
            />
            {feedback('name')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="scale-kind">
            <Form.Label>{t('scales.kind')}</Form.Label>
            <Form.Select
              value={input.kind}
              onChange={(e) => set({ kind: e.target.value as ScaleInput['kind'] })}
              isInvalid={Boolean(errors.kind)}
            >
              <option value="marks">{t('scales.kindMarks')}</option>
              <option value="co_scholastic">{t('scales.kindCoScholastic')}</option>
            </Form.Select>
            {feedback('kind')}
          </Form.Group>
          {marks && (
            <>
              <Form.Check
                className="mb-3"
                type="switch"
                id="scale-default"
                label={t('scales.isDefault')}
                checked={input.is_default}
                onChange={(e) => set({ is_default: e.target.checked })}
              />
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('scales.classes')}</legend>
                <div className="border rounded p-2" style={{ maxHeight: 160, overflowY: 'auto' }}>
                  {classes.map((c) => (
                    <Form.Check
                      key={c.value}
                      id={`scale-class-${c.value}`}
                      label={c.label}
                      checked={input.class_ids.includes(Number(c.value))}
                      onChange={(e) =>
                        set({
                          class_ids: e.target.checked
                            ? [...input.class_ids, Number(c.value)]
                            : input.class_ids.filter((id) => id !== Number(c.value)),
                        })
                      }
                    />
                  ))}
                </div>
                {feedback('class_ids')}
              </fieldset>
            </>
          )}
          <fieldset>
            <legend className="form-label fs-6">{t('scales.bands')}</legend>
            {feedback('bands')}
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  {shownFields.map((f) => (
                    <th scope="col" key={f}>
                      {bandLabel[f]}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('scales.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {input.bands.map((band, i) => (
                  <tr key={i} data-testid={`band-${i}`}>
                    {shownFields.map((f) => (
                      <td key={f}>
                        <Form.Control
                          size="sm"
                          type={f === 'min_percent' || f === 'grade_point' ? 'number' : 'text'}
                          step={f === 'grade' || f === 'remark' ? undefined : 0.01}
                          value={band[f]}
                          onChange={(e) => setBand(i, { [f]: e.target.value })}
                          aria-label={t('scales.bandField', { field: bandLabel[f], row: i + 1 })}
                          isInvalid={Boolean(errors[`bands.${i}.${f}`])}
                        />
                        {feedback(`bands.${i}.${f}`)}
                      </td>
                    ))}
                    <td>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        disabled={input.bands.length === 1}
                        onClick={() => set({ bands: input.bands.filter((_, j) => j !== i) })}
                        aria-label={t('scales.removeBand', { row: i + 1 })}
                      >
                        ×
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => set({ bands: [...input.bands, blankBand()] })}
            >
              {t('scales.addBand')}
            </Button>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => props.onDone(false)}>
            {t('scales.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('schedule.saving') : t('scales.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
