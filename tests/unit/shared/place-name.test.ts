import { describe, expect, it } from 'vitest'
import { placeName } from '~/shared/place-name'

describe('placeName (how people name a Seen’s place)', () => {
  it.each([
    [{ cityName: 'Austin', stateCode: 'TX', countryCode: 'US' }, 'Austin, TX'],
    [{ cityName: 'Toronto', stateCode: '08', countryCode: 'CA' }, 'Toronto, ON'],
    [{ cityName: 'Perth', stateCode: '08', countryCode: 'AU' }, 'Perth, WA'],
    [{ cityName: 'Amsterdam', stateCode: '07', countryCode: 'NL' }, 'Amsterdam, Netherlands'],
    [{ cityName: 'Tokyo', stateCode: '40', countryCode: 'JP' }, 'Tokyo, Japan'],
    [{ cityName: 'Paris', stateCode: '11', countryCode: 'fr' }, 'Paris, France'],
  ])('%o reads %s', (place, expected) => {
    expect(placeName(place, 'en')).toBe(expected)
  })

  it('names only the city when the country is unknown, and nothing without a city', () => {
    expect(placeName({ cityName: 'Lagos', stateCode: '05', countryCode: null }, 'en')).toBe('Lagos')
    expect(placeName({ cityName: 'Nowhere', stateCode: null, countryCode: 'QQ' }, 'en')).toBe(
      'Nowhere',
    )
    expect(placeName({ cityName: null, stateCode: 'TX', countryCode: 'US' }, 'en')).toBe('')
  })

  it('names the country where a state code is not letters', () => {
    expect(placeName({ cityName: 'Springfield', stateCode: '00', countryCode: 'US' }, 'en')).toBe(
      'Springfield, United States',
    )
  })
})
