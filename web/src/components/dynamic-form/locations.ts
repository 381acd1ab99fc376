import type { CascadePickerOption } from 'antd-mobile'
import regions from './ph-locations.json'
import { CITY_SEPARATOR } from './values'

interface Region {
  name: string
  provinces: { name: string; cities: string[] }[]
}

/**
 * Philippine regions, provinces and cities for the city picker. The same file
 * is internal/banking/ph_locations.json on the server, which checks the value.
 */
export const phRegions: Region[] = regions as Region[]

let cascade: CascadePickerOption[] | undefined

/** The cascade options; each level's value is its name, the leaf's value is "Region/Province/City". */
export function cityCascadeOptions(): CascadePickerOption[] {
  cascade ??= phRegions.map((region) => ({
    label: wheelLabel(region.name),
    value: region.name,
    children: region.provinces.map((province) => ({
      label: province.name,
      value: province.name,
      children: province.cities.map((city) => ({ label: city, value: city })),
    })),
  }))
  return cascade
}

/**
 * A region's name on the picker's narrow wheel: a very long name with an abbreviation shows as
 * its first word and the abbreviation ("Bangsamoro (BARMM)"); the value stays the full name.
 */
export function wheelLabel(name: string): string {
  const abbr = name.match(/\(([A-Z-]+)\)$/)
  if (name.length <= 40 || !abbr) return name
  return `${name.split(' ')[0]} (${abbr[1]})`
}

/** The picker's path for a stored "Region/Province/City" value. */
export function cityPath(value: string): string[] {
  const parts = value.split(CITY_SEPARATOR).map((p) => p.trim())
  return parts.length === 3 ? parts : []
}
