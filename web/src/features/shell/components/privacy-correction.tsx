import { Button, Popup, Selector } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import type { PrivacyRequestInput } from '../api/privacy'
import '../routes/settings.css'

type Field = 'fullName' | 'birthDate' | 'other'

export default function CorrectionPopup({ open, onClose, send }: { open: boolean; onClose: () => void; send: (input: PrivacyRequestInput) => Promise<boolean> }) {
  const [field, setField] = useState<Field>('fullName')
  const [value, setValue] = useState('')
  const [detail, setDetail] = useState('')
  const submit = async () => {
    const ok = await send({ kind: 'correction', field, value: field === 'other' ? undefined : value, detail: detail || undefined })
    if (!ok) return
    showToast(t('correctSent'))
    setValue('')
    setDetail('')
    onClose()
  }
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, padding: '16px 16px 24px' }}>
      <div className="pt-my-data__form" data-testid="privacy-correct-form">
        <h2 className="pt-my-data__title">{t('correctWhat')}</h2>
        <Selector
          columns={3}
          value={[field]}
          onChange={(v) => v[0] && setField(v[0] as Field)}
          options={[
            { label: t('correctName'), value: 'fullName' },
            { label: t('correctBirthDate'), value: 'birthDate' },
            { label: t('correctOther'), value: 'other' },
          ]}
        />
        {field === 'fullName' ? (
          <label className="pt-my-data__field">
            <span>{t('correctNewName')}</span>
            <input value={value} onChange={(e) => setValue(e.target.value)} maxLength={100} autoComplete="name" />
          </label>
        ) : null}
        {field === 'birthDate' ? (
          <label className="pt-my-data__field">
            <span>{t('correctNewBirthDate')}</span>
            <input type="date" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        ) : null}
        <label className="pt-my-data__field">
          <span>{t('correctDetail')}</span>
          <textarea value={detail} onChange={(e) => setDetail(e.target.value)} maxLength={1000} rows={3} />
        </label>
        {field !== 'other' ? <p className="pt-my-data__note">{t('correctIdNote')}</p> : null}
        <Button block color="primary" shape="rounded" size="large" onClick={submit} data-testid="privacy-correct-send">
          {t('correctSend')}
        </Button>
      </div>
    </Popup>
  )
}
