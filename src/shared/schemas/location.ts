/**
 * Location calls of docs/product.md#calls: the geo location result (docs/product.md#records, plus
 * the GeoNames id, country and population) and the path parameters of /api/location/byname and
 * /bycoordinates.
 */
import * as v from 'valibot'
import { LOCATION_SEARCH_MIN_EXCLUSIVE } from '../constants'
import { fieldMessage } from '../messages'

export const LOCATION_NAME_MAX = 100

export const LOCATION_MSG = {
  nameTooLong: fieldMessage.tooLong('Name', LOCATION_NAME_MAX),
  notANumber: (field: string) => `${field} must be a number.`,
} as const

export const geoLocation = v.object({
  geoNameId: v.pipe(v.number(), v.integer()),
  name: v.string(),
  /** GeoNames admin1 code (US state, English nation, French region number); null when none. */
  stateCode: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2. */
  countryCode: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  population: v.number(),
})
export type GeoLocation = v.InferOutput<typeof geoLocation>

/** Body of both location calls: "reads geoLocations". */
export const geoLocationsResponse = v.object({
  success: v.literal(true),
  geoLocations: v.array(geoLocation),
})

/** Whether the client should search yet: docs/product.md#validation, "longer than 2 characters". */
export const isSearchableLocationName = (text: string) =>
  text.trim().length > LOCATION_SEARCH_MIN_EXCLUSIVE

/** The "longer than 2" rule is the client's: the server answers shorter text with no places. */
export const locationByNameParams = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(LOCATION_NAME_MAX, LOCATION_MSG.nameTooLong)),
})

const coordinate = (field: string, limit: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[-+]?\d{1,3}(\.\d{1,15})?$/, LOCATION_MSG.notANumber(field)),
    v.transform(Number),
    v.minValue(-limit, fieldMessage.notLess(field, -limit)),
    v.maxValue(limit, fieldMessage.notMore(field, limit)),
  )

export const locationByCoordinatesParams = v.object({
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
})
