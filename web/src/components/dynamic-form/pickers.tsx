import { CascadePicker, DatePicker, Picker } from 'antd-mobile'
import dayjs from 'dayjs'
import { t } from '@/lib/i18n'
import { cityCascadeOptions, cityPath } from './locations'
import type { FormItem } from './types'
import { CITY_SEPARATOR } from './values'

/**
 * The picker popups of the dynamic form. Loaded on the first tap (lazy), so a
 * form page's initial JS carries neither the picker views nor the city list.
 */
export interface PickerPopupProps {
  item: FormItem
  value: string
  open: boolean
  onClose: () => void
  onChange: (value: string) => void
  maxDay?: Date
}

export function EnumPopup({ item, value, open, onClose, onChange }: PickerPopupProps) {
  const columns = [(item.note ?? []).map((option) => ({ label: option.name, value: option.name }))]
  return (
    <Picker
      columns={columns}
      visible={open}
      title={item.title}
      confirmText={t('confirm')}
      cancelText={t('cancel')}
      value={value ? [value] : undefined}
      onClose={onClose}
      onConfirm={(picked) => onChange(String(picked[0] ?? ''))}
    />
  )
}

export function CityPopup({ item, value, open, onClose, onChange }: PickerPopupProps) {
  return (
    <CascadePicker
      popupClassName="pt-city-picker"
      options={cityCascadeOptions()}
      visible={open}
      title={item.title}
      confirmText={t('confirm')}
      cancelText={t('cancel')}
      value={cityPath(value)}
      onClose={onClose}
      onConfirm={(path) => {
        const parts = path.filter((p): p is string => typeof p === 'string')
        if (parts.length === 3) onChange(parts.join(CITY_SEPARATOR))
      }}
    />
  )
}

const MIN_DAY = new Date(1900, 0, 1)

export function DayPopup({ item, value, open, onClose, onChange, maxDay }: PickerPopupProps) {
  const max = maxDay ?? new Date()
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : undefined
  return (
    <DatePicker
      visible={open}
      title={item.title}
      confirmText={t('confirm')}
      cancelText={t('cancel')}
      min={MIN_DAY}
      max={max}
      precision="day"
      value={parsed?.isValid() ? parsed.toDate() : undefined}
      defaultValue={dayjs(max).subtract(25, 'year').toDate()}
      onClose={onClose}
      onConfirm={(date) => onChange(dayjs(date).format('YYYY-MM-DD'))}
    />
  )
}
