import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { databaseUnavailable } from '~/server/db/unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('databaseUnavailable', () => {
  it('names a restart, a lost socket or a full connection table, also as a cause', () => {
    expect(databaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      '57P03',
    )
    expect(databaseUnavailable(withCode('terminating connection', '57P01'))).toBe('57P01')
    expect(databaseUnavailable(withCode('too many clients', '53300'))).toBe('53300')
    expect(databaseUnavailable(withCode('connection failure', '08006'))).toBe('08006')
    expect(databaseUnavailable(withCode('read ECONNRESET', 'ECONNRESET'))).toBe('ECONNRESET')
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    )
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    })
    expect(databaseUnavailable(wrapped)).toBe('ECONNREFUSED')
  })

  it('leaves every other error a bug (a 500), however it is worded or coded', () => {
    const otherCode = fc
      .string({ maxLength: 8 })
      .filter((code) => !/^08|^57P0[123]$|^53300$|^E[A-Z]+$/.test(code))
    const otherMessage = fc
      .string({ maxLength: 60 })
      .filter((message) => !/^(Connection terminated|timeout exceeded|Client has)/.test(message))
    fc.assert(
      fc.property(otherMessage, fc.option(otherCode), (message, code) => {
        const error = code === null ? new Error(message) : withCode(message, code)
        expect(databaseUnavailable(error)).toBeUndefined()
        expect(databaseUnavailable(new Error('outer', { cause: error }))).toBeUndefined()
      }),
    )
    expect(databaseUnavailable(withCode('duplicate key', '23505'))).toBeUndefined()
    expect(databaseUnavailable('ECONNRESET')).toBeUndefined()
    expect(databaseUnavailable(undefined)).toBeUndefined()
  })
})
