import type { FormItem, FormValues } from './types'

/** Joins region, province and city in a city item's value (the server splits on it). */
export const CITY_SEPARATOR = '/'

/** Keeps only digits (numeric text items accept digits only, spec section 5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '')
}

export function isNumericItem(item: FormItem): boolean {
  return item.cate === 'txt' && item.inputType === 'number'
}

/** The option of an enumeration whose name is `name`. */
export function optionByName(item: FormItem, name: string) {
  return (item.note ?? []).find((option) => option.name === name)
}

/**
 * The starting values of a form: saved values, with enumerations turned from
 * the option type the server keeps into the option name the picker shows.
 */
export function initialValues(items: FormItem[]): FormValues {
  const values: FormValues = {}
  for (const item of items) {
    const saved = item.value ?? ''
    if (item.cate === 'enum') {
      const option = (item.note ?? []).find((o) => o.type === saved)
      values[item.code] = option ? option.name : ''
    } else {
      values[item.code] = saved
    }
  }
  return values
}

/**
 * The submit body of spec section 5: text, city and day items as entered;
 * enumerations as the option type matching the chosen name. Items not given
 * (hidden ones) are not sent.
 */
export function toSubmitValues(items: FormItem[], values: FormValues): Record<string, string> {
  const body: Record<string, string> = {}
  for (const item of items) {
    const entered = values[item.code] ?? ''
    if (item.cate === 'enum') {
      body[item.code] = optionByName(item, entered)?.type ?? ''
    } else if (isNumericItem(item)) {
      body[item.code] = digitsOnly(entered)
    } else {
      body[item.code] = entered.trim()
    }
  }
  return body
}

/** How a city value reads on screen: "City, Province". */
export function cityLabel(value: string): string {
  const parts = value.split(CITY_SEPARATOR).map((p) => p.trim())
  if (parts.length !== 3) return value
  return `${parts[2]}, ${parts[1]}`
}
