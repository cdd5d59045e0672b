// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportReachability } from '~/lib/api'
import { watchConnectivity } from '~/lib/offline/connectivity'

let browserOnline = true

beforeEach(() => {
  browserOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline)
  // The probe never answers here: only the requests these tests report move the state.
  vi.stubGlobal('fetch', () => new Promise(() => undefined))
  onlineManager.setOnline(true)
  watchConnectivity()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const goOffline = () => {
  browserOnline = false
  window.dispatchEvent(new Event('offline'))
}

describe('what makes the app online again', () => {
  it('an answered request after requests went unanswered on a network that says it is up', () => {
    reportReachability('unreachable')
    expect(onlineManager.isOnline()).toBe(false)
    reportReachability('reached')
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('not an answer that lands after the browser said it is offline', () => {
    goOffline()
    expect(onlineManager.isOnline()).toBe(false)
    reportReachability('reached')
    expect(onlineManager.isOnline()).toBe(false)
  })
})
