import { describe, expect, it } from 'vitest'
import { perAddress, RATE_RULES } from '~/server/http/rate-limit'

describe('perAddress', () => {
  it('multiplies the limit of a per-address rule and keeps its window', () => {
    const rule = perAddress(RATE_RULES.registerPerIp, 100)
    expect(rule.limit).toBe(RATE_RULES.registerPerIp.limit * 100)
    expect(rule.windowMs).toBe(RATE_RULES.registerPerIp.windowMs)
  })

  it('leaves the limits of docs/architecture/accounts-and-security.md#limits as they are at factor 1', () => {
    expect(perAddress(RATE_RULES.loginPerIp, 1)).toEqual(RATE_RULES.loginPerIp)
  })
})
