import { h, toast } from '@/lib/dom'
import { t } from '@/lib/i18n'

export interface ContactValues {
  name: string
  telephone: string
  email: string
  remark: string
}

/**
 * Spec section 5: all four fields must be non-empty, else 'Please provide complete
 * information!'; otherwise 'Successful!'. Nothing is sent anywhere.
 */
export function validateContact(v: ContactValues): { ok: boolean; message: string } {
  const complete = [v.name, v.telephone, v.email, v.remark].every((s) => s.trim() !== '')
  return complete ? { ok: true, message: t('successful') } : { ok: false, message: t('provideCompleteInformation') }
}

function field(name: keyof ContactValues, label: string, type: string, multiline = false): HTMLElement {
  const id = `contact-${name}`
  const control = multiline
    ? h('textarea', { id, name, rows: 3, maxLength: 500 })
    : h('input', { id, name, type, autocomplete: name === 'telephone' ? 'tel' : name === 'email' ? 'email' : 'name', maxLength: 100 })
  return h('div', { class: 'field' }, h('label', { for: id }, label), control)
}

export function contactForm(): HTMLElement {
  const form = h(
    'form',
    { class: 'contact-form', noValidate: true },
    h('div', { class: 'grid-2' }, field('name', t('contactName'), 'text'), field('telephone', t('contactTelephone'), 'tel')),
    field('email', t('contactEmail'), 'email'),
    field('remark', t('contactRemark'), 'text', true),
    h('button', { class: 'btn btn-primary btn-block', type: 'submit' }, t('contactSubmit')),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(form)
    const values = Object.fromEntries(['name', 'telephone', 'email', 'remark'].map((k) => [k, String(data.get(k) ?? '')])) as unknown as ContactValues
    const result = validateContact(values)
    toast(result.message, result.ok ? 'success' : 'info')
    if (result.ok) form.reset()
  })
  return form
}
