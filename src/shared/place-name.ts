/**
 * How people name the place of a Seen. GeoNames' first-level codes mean something only where
 * people write them after a city ("Austin, TX", "Toronto, ON", "Perth, WA"); elsewhere "07" or
 * "40" means nothing, and the country's name says more ("Amsterdam, Netherlands").
 */

/** GeoNames admin1 codes of Canada and Australia are numbers; people use these letters. */
const PROVINCE_LETTERS: Record<string, Record<string, string>> = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  AU: {
    '01': 'ACT',
    '02': 'NSW',
    '03': 'NT',
    '04': 'QLD',
    '05': 'SA',
    '06': 'TAS',
    '07': 'VIC',
    '08': 'WA',
  },
}

/** Countries where a place is named with its state or province code. */
const STATE_CODE_COUNTRIES = new Set(['US', 'CA', 'AU'])

export interface PlaceParts {
  cityName?: string | null
  stateCode?: string | null
  countryCode?: string | null
}

/** The state code people write in `country`, or null where they do not write one. */
export function stateLabel(country: string, stateCode: string | null | undefined): string | null {
  if (!stateCode || !STATE_CODE_COUNTRIES.has(country)) return null
  const letters = PROVINCE_LETTERS[country]?.[stateCode] ?? stateCode
  return /^[A-Z]{2,3}$/.test(letters) ? letters : null
}

/**
 * One Intl.DisplayNames per locale: making one loads the locale's region names (on a phone a
 * page of cards spent a tenth of a second making one per card).
 */
const regionNames = new Map<string, Intl.DisplayNames | null>()

function countryName(country: string, locale?: string): string | null {
  const key = locale ?? ''
  if (!regionNames.has(key)) {
    try {
      regionNames.set(key, new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }))
    } catch {
      regionNames.set(key, null)
    }
  }
  try {
    return regionNames.get(key)?.of(country) ?? null
  } catch {
    return null
  }
}

/** "Austin, TX", "Amsterdam, Netherlands", or just the city when nothing more is known. */
export function placeName(place: PlaceParts, locale?: string): string {
  const city = place.cityName?.trim()
  if (!city) return ''
  const country = place.countryCode?.toUpperCase() ?? ''
  if (!/^[A-Z]{2}$/.test(country)) return city
  const second = stateLabel(country, place.stateCode) ?? countryName(country, locale)
  return second && second !== city ? `${city}, ${second}` : city
}
