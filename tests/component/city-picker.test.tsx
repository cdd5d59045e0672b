import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PickedCity } from '~/features/places/city'
import { CITY_PICKER_TEXT, CityPicker } from '~/features/places/components/city-picker'
import { createQueryClient } from '~/lib/query-client'
import { PLACES_MSG } from '~/shared/messages'
import type { GeoLocation } from '~/shared/schemas/location'
import { server } from './msw/server'

const paris: GeoLocation = {
  geoNameId: 2988507,
  name: 'Paris',
  stateCode: '11',
  countryCode: 'FR',
  latitude: 48.85341,
  longitude: 2.3488,
  population: 2138551,
}
const parbhani: GeoLocation = {
  geoNameId: 1260692,
  name: 'Parbhani',
  stateCode: '16',
  countryCode: 'IN',
  latitude: 19.26855,
  longitude: 76.77081,
  population: 289629,
}

let requestedPaths: string[]
const cities = () => HttpResponse.json({ success: true, geoLocations: [paris, parbhani] })

beforeEach(() => {
  requestedPaths = []
  server.use(
    http.get('*/api/location/byname/:name', ({ request }) => {
      requestedPaths.push(decodeURIComponent(new URL(request.url).pathname))
      return cities()
    }),
  )
})

afterEach(() => {
  vi.useRealTimers()
})

interface HarnessProps {
  initial: PickedCity | null
  onChange: (city: PickedCity | null) => void
}

/** A form that keeps the picked city, as the Seen form does. */
function Harness({ initial, onChange }: HarnessProps) {
  const [value, setValue] = useState(initial)
  return (
    <CityPicker
      label="City"
      value={value}
      onChange={(city) => {
        onChange(city)
        setValue(city)
      }}
    />
  )
}

function renderPicker(initial: PickedCity | null = null) {
  const onChange = vi.fn<(city: PickedCity | null) => void>()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} onChange={onChange} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { onChange, input: screen.getByRole('combobox', { name: 'City' }) }
}

describe('CityPicker', () => {
  it('searches only when the text is longer than 2 characters, once typing settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const { input } = renderPicker()
    await userEvent.type(input, 'Pa')
    expect(await screen.findByText(CITY_PICKER_TEXT.typeMore)).toBeInTheDocument()
    // Past the debounce on a fake clock: no request may have been sent.
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(requestedPaths).toEqual([])

    await userEvent.type(input, 'r')
    expect(await screen.findByRole('option', { name: 'Paris, France' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Parbhani, India' })).toBeInTheDocument()
    expect(requestedPaths).toEqual(['/api/location/byname/Par'])
  })

  it('picks a suggestion with the keyboard and reports the city', async () => {
    const { input, onChange } = renderPicker()
    await userEvent.type(input, 'par')
    await screen.findByRole('option', { name: 'Paris, France' })
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        geoNameId: 1260692,
        cityName: 'Parbhani',
        stateCode: '16',
        countryCode: 'IN',
        latitude: 19.26855,
        longitude: 76.77081,
      }),
    )
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Parbhani, India'))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('keeps its name while the list is open, when Base UI hides the label from screen readers', async () => {
    const { input } = renderPicker()
    await userEvent.type(input, 'par')
    await screen.findByRole('listbox')
    expect(input).toHaveAccessibleName('City')
    expect(input).toHaveAttribute('aria-labelledby', screen.getByText('City').id)
  })

  it('closes the list on Escape without choosing', async () => {
    const { input, onChange } = renderPicker()
    await userEvent.type(input, 'par')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows the chosen city of an existing record and can clear it', async () => {
    const { input, onChange } = renderPicker({
      geoNameId: paris.geoNameId,
      cityName: 'Paris',
      stateCode: '11',
      countryCode: 'FR',
      latitude: paris.latitude,
      longitude: paris.longitude,
    })
    expect((input as HTMLInputElement).value).toBe('Paris, France')
    await userEvent.click(screen.getByRole('button', { name: CITY_PICKER_TEXT.clear }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null))
  })

  it('toasts the product’s text when the lookup fails', async () => {
    // A 4xx is not retried, so the toast comes at once.
    server.use(
      http.get('*/api/location/byname/:name', () => HttpResponse.json({}, { status: 400 })),
    )
    const { input } = renderPicker()
    await userEvent.type(input, 'lon')
    expect(
      await screen.findByText(PLACES_MSG.lookupFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument()
  })
})
