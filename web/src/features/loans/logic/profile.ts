import type { FormItem, FormValues } from '@/components/dynamic-form'

interface GroupState {
  group: string
  complete: boolean
  /** false for groups a loan does not need yet (the payout account: the payout asks for it). */
  required?: boolean
}

/** The group to show: the first required one not complete, in the server's order (undefined when all are). */
export function firstOpenGroup(groups: readonly GroupState[]): string | undefined {
  return groups.find((g) => g.required !== false && !g.complete)?.group
}

/** The latest birth date the day picker offers: applicants must be 18 (spec section 9). */
export function latestBirthDate(today: Date, minAgeYears = 18): Date {
  const d = new Date(today)
  d.setFullYear(d.getFullYear() - minAgeYears)
  return d
}

/** Every item of a profile group is required (docs/loans-api.md section 9): the ones left empty. */
export function missingFields(items: readonly FormItem[], values: FormValues): FormItem[] {
  return items.filter((item) => (values[item.code] ?? '').trim() === '')
}
