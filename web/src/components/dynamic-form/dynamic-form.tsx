import { Input } from 'antd-mobile'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { t } from '@/lib/i18n'
import type { FormErrors, FormItem, FormValues } from './types'
import { cityLabel, digitsOnly, isNumericItem } from './values'
import './dynamic-form.css'

export interface DynamicFormProps {
  /** The items to show, already filtered by the caller's visibility rules, in order. */
  items: FormItem[]
  values: FormValues
  errors?: FormErrors
  onChange: (code: string, value: string) => void
  /** Latest selectable day of day items (default today); earliest is 1900-01-01. */
  maxDay?: Date
  disabled?: boolean
}

/**
 * A server-driven form (spec section 3): each item's `cate` picks the control:
 * text (digits only when numeric), city (region / province / city cascade),
 * day, or enumeration (antd-mobile pickers). Stateless: the caller owns values
 * and errors, and turns values into a request with toSubmitValues.
 */
export function DynamicForm({ items, values, errors = {}, onChange, maxDay, disabled }: DynamicFormProps) {
  return (
    <div className="pt-dform">
      {items.map((item) => (
        <Field key={`${item.code}:${item.cardTypeMi ?? 0}:${item.channelNumber ?? ''}`} item={item} error={errors[item.code]}>
          <Control item={item} value={values[item.code] ?? ''} onChange={(v) => onChange(item.code, v)} maxDay={maxDay} disabled={disabled} />
        </Field>
      ))}
    </div>
  )
}

function Field({ item, error, children }: { item: FormItem; error?: string; children: ReactNode }) {
  const id = `pt-dform-${item.code}`
  return (
    <div className={`pt-dform__field${error ? ' pt-dform__field--error' : ''}`} data-code={item.code}>
      <label className="pt-dform__label" htmlFor={id} id={`${id}-label`}>
        {item.title}
      </label>
      {children}
      {error ? (
        <div className="pt-dform__error" role="alert" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  )
}

interface ControlProps {
  item: FormItem
  value: string
  onChange: (value: string) => void
  maxDay?: Date
  disabled?: boolean
}

function Control(props: ControlProps) {
  switch (props.item.cate) {
    case 'enum':
      return <EnumControl {...props} />
    case 'citySelect':
      return <CityControl {...props} />
    case 'day':
      return <DayControl {...props} />
    default:
      return <TextControl {...props} />
  }
}

function TextControl({ item, value, onChange, disabled }: ControlProps) {
  const numeric = isNumericItem(item)
  // The item's subtitle is a hint line under the field, not a placeholder: a placeholder is cut
  // at the field's edge on a phone and gone once the borrower types.
  const hintId = item.subtitle ? `pt-dform-${item.code}-hint` : undefined
  return (
    <>
      <Input
        id={`pt-dform-${item.code}`}
        className="pt-dform__input"
        value={value}
        aria-describedby={hintId}
        maxLength={item.maxLength || undefined}
        inputMode={numeric ? 'numeric' : 'text'}
        pattern={numeric ? '[0-9]*' : undefined}
        autoComplete="off"
        disabled={disabled}
        onChange={(text) => onChange(numeric ? digitsOnly(text) : text)}
        clearable
      />
      {hintId ? (
        <p className="pt-dform__hint" id={hintId}>
          {item.subtitle}
        </p>
      ) : null}
    </>
  )
}

/** A tappable row that opens a picker: shows the value or the placeholder and a chevron. */
function PickerTrigger({ item, text, onOpen, disabled }: { item: FormItem; text: string; onOpen: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      id={`pt-dform-${item.code}`}
      className={`pt-dform__picker${text ? '' : ' pt-dform__picker--empty'}`}
      onClick={onOpen}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-labelledby={`pt-dform-${item.code}-label pt-dform-${item.code}`}
    >
      <span className="pt-dform__picker-text">{text || item.subtitle || t('formPleaseSelect')}</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}

type PopupKind = 'enum' | 'city' | 'day'

const popups = {
  enum: lazy(() => import('./pickers').then((m) => ({ default: m.EnumPopup }))),
  city: lazy(() => import('./pickers').then((m) => ({ default: m.CityPopup }))),
  day: lazy(() => import('./pickers').then((m) => ({ default: m.DayPopup }))),
}

/** A picker field: the trigger row now, the popup (lazy) from the first tap on. */
function PickerControl({ kind, text, item, value, onChange, maxDay, disabled }: ControlProps & { kind: PopupKind; text: string }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const Popup = popups[kind]
  return (
    <>
      <PickerTrigger
        item={item}
        text={text}
        onOpen={() => {
          setUsed(true)
          setOpen(true)
        }}
        disabled={disabled}
      />
      {used ? (
        <Suspense fallback={null}>
          <Popup item={item} value={value} open={open} onClose={() => setOpen(false)} onChange={onChange} maxDay={maxDay} />
        </Suspense>
      ) : null}
    </>
  )
}

function EnumControl(props: ControlProps) {
  return <PickerControl {...props} kind="enum" text={props.value} />
}

function CityControl(props: ControlProps) {
  return <PickerControl {...props} kind="city" text={props.value ? cityLabel(props.value) : ''} />
}

function DayControl(props: ControlProps) {
  return <PickerControl {...props} kind="day" text={props.value} />
}
