'use client';
/**
 * The one date field of every screen: it shows and accepts the school's date format (School
 * settings: 27/11/2026 for DD/MM/YYYY), never the browser's; typing works (the ISO form
 * YYYY-MM-DD is read too), and a button opens a calendar for the mouse and the keyboard
 * (./date-calendar.tsx, loaded on first use). The value it gives is always the API's
 * YYYY-MM-DD, or '' when empty; text that is not a date is passed on as typed, so the form's
 * own validation names the field, and the field says which format it expects.
 */
import dynamic from 'next/dynamic';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import FormContext from 'react-bootstrap/FormContext';
import InputGroup from 'react-bootstrap/InputGroup';
import { useLocale, useTranslations } from 'use-intl';
import { isIsoDate } from '@/lib/calendar';
import { readTypedDate } from '@/lib/calendar/typed-date';
import { useSchoolFormat } from './school-format';

const DateCalendar = dynamic(() => import('./date-calendar'), { ssr: false });

export type DateInputProps = {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'lg';
  'aria-describedby'?: string;
  'aria-label'?: string;
  className?: string;
  /** The latest date the calendar offers (e.g. today for attendance). */
  max?: string;
};

export function DateInput(props: DateInputProps) {
  const t = useTranslations('common');
  const locale = useLocale();
  const format = useSchoolFormat();
  const generatedId = useId();
  // Inside a Form.Group with a controlId, its label already points at that id.
  const { controlId } = useContext(FormContext);
  const id = props.id ?? controlId ?? generatedId;
  const hintId = `${id}-format`;
  // What was typed, kept while the value is the one it gave; any other value is shown formatted.
  const [typed, setTyped] = useState({ text: '', gave: '' });
  const iso = isIsoDate(props.value) ? props.value : null;
  const shown = typed.gave === props.value ? typed.text : iso ? format.date(iso) : props.value;
  const malformed = props.value !== '' && !iso;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);
  const type = (text: string) => {
    const value = text.trim() === '' ? '' : (readTypedDate(text, format.dateFormat) ?? text);
    setTyped({ text, gave: value });
    props.onChange(value);
  };
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <div
      ref={box}
      className={`position-relative ${props.className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <InputGroup size={props.size} hasValidation>
        <Form.Control
          id={id}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={format.dateFormat}
          value={shown}
          onChange={(e) => type(e.target.value)}
          onBlur={props.onBlur}
          isInvalid={props.isInvalid || malformed}
          disabled={props.disabled}
          required={props.required}
          aria-label={props['aria-label']}
          aria-describedby={describedBy}
        />
        <Button
          ref={toggle}
          variant="outline-secondary"
          disabled={props.disabled}
          aria-label={t('dateField.choose')}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((o) => !o)}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <path d="M4 0h1v2h6V0h1v2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h2V0zM1 6v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6H1z" />
          </svg>
        </Button>
      </InputGroup>
      <span id={hintId} className="visually-hidden">
        {t('dateField.format', { format: format.dateFormat })}
      </span>
      {malformed && !props.isInvalid && (
        <div className="invalid-feedback d-block">
          {t('dateField.notADate', { format: format.dateFormat })}
        </div>
      )}
      {open && (
        <div
          role="dialog"
          aria-label={t('dateField.calendar')}
          className="date-calendar card shadow position-absolute z-3 mt-1 p-2"
        >
          <DateCalendar
            value={iso}
            today={format.today()}
            max={props.max}
            locale={locale}
            label={t('dateField.calendar')}
            onPick={(value) => {
              setTyped({ text: format.date(value), gave: value });
              props.onChange(value);
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
