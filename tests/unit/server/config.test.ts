import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, publicOrigin } from '~/server/config'
import { endpointPolicyOf } from '~/server/push/endpoint-policy'

describe('parseConfig', () => {
  it('defaults to port 8080, ./data, demo on, development', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(8080)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.seedDemo).toBe(true)
    expect(config.production).toBe(false)
  })

  it('reads the environment', () => {
    const config = parseConfig({
      PORT: '9000',
      DATA_DIR: '/srv/seen',
      DATABASE_URL: 'postgres://u:p@db:5432/seen',
      DEMO: 'false',
      SMTP_URL: 'smtp://mail.example:25',
    })
    expect(config.PORT).toBe(9000)
    expect(config.dataDir).toBe('/srv/seen')
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/seen')
    expect(config.seedDemo).toBe(false)
    expect(config.SMTP_URL).toBe('smtp://mail.example:25')
  })

  it('reads RATE_LIMIT_FACTOR (default 1) and refuses 0 or text', () => {
    expect(parseConfig({}).RATE_LIMIT_FACTOR).toBe(1)
    expect(parseConfig({ RATE_LIMIT_FACTOR: '50' }).RATE_LIMIT_FACTOR).toBe(50)
    expect(() => parseConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(ConfigError)
    expect(() => parseConfig({ RATE_LIMIT_FACTOR: 'many' })).toThrow(/RATE_LIMIT_FACTOR/)
  })

  it('sends pushes to the known push services and no local endpoint unless told', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://seen.example' } as const
    expect(endpointPolicyOf(parseConfig(production))).toEqual({ hosts: 'known', local: false })
    const widened = parseConfig({ PUSH_ENDPOINT_HOSTS: 'public', PUSH_LOCAL_ENDPOINTS: 'true' })
    expect(endpointPolicyOf(widened)).toEqual({ hosts: 'public', local: true })
    expect(() => parseConfig({ PUSH_ENDPOINT_HOSTS: 'any' })).toThrow(/PUSH_ENDPOINT_HOSTS/)
  })

  it('never seeds demo data in production', () => {
    expect(
      parseConfig({ NODE_ENV: 'production', DEMO: 'true', PUBLIC_URL: 'https://seen.example' })
        .seedDemo,
    ).toBe(false)
  })

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080)
  })

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', DEMO: 'maybe' })
    expect(attempt).toThrow(ConfigError)
    const message = (() => {
      try {
        attempt()
        return ''
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toContain('PORT: PORT must be a whole number.')
    expect(message).toContain('DATABASE_URL: DATABASE_URL must start with postgres://.')
    expect(message).toContain('NODE_ENV')
    expect(message).toContain('DEMO')
  })

  it('refuses a port out of range', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535.')
  })
})

describe('parseConfig: running in production', () => {
  it('has defaults for the pool, migrations, drain and proxies', () => {
    const config = parseConfig({})
    expect(config.DB_POOL_MAX).toBe(10)
    expect(config.DB_PREPARED_STATEMENTS).toBe(true)
    expect(config.MIGRATE).toBe(true)
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(10_000)
    expect(config.METRICS_PORT).toBeUndefined()
    expect(config.TRUST_PROXY.trusts('10.0.0.1', 0)).toBe(false)
  })

  it('reads them from the environment', () => {
    const config = parseConfig({
      DB_POOL_MAX: '40',
      DB_PREPARED_STATEMENTS: 'false',
      DB_STATEMENT_TIMEOUT_MS: '0',
      MIGRATE: 'false',
      METRICS_PORT: '9464',
      TRUST_PROXY: '10.0.0.0/8',
    })
    expect(config.DB_POOL_MAX).toBe(40)
    expect(config.DB_PREPARED_STATEMENTS).toBe(false)
    expect(config.DB_STATEMENT_TIMEOUT_MS).toBe(0)
    expect(config.MIGRATE).toBe(false)
    expect(config.METRICS_PORT).toBe(9464)
    expect(config.TRUST_PROXY.trusts('10.9.9.9', 3)).toBe(true)
  })

  it('names a bad value', () => {
    expect(() => parseConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
    expect(() => parseConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY.*my-proxy/)
    expect(() => parseConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/)
  })
})

describe('PUBLIC_URL', () => {
  it('is required in production: mailed links never follow a request', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/)
  })

  it('gives the link origin, else the listening address (localhost for a wildcard host)', () => {
    expect(publicOrigin(parseConfig({ PUBLIC_URL: 'https://seen.example/' }))).toBe(
      'https://seen.example',
    )
    expect(publicOrigin(parseConfig({ PORT: '9000' }))).toBe('http://localhost:9000')
    expect(publicOrigin(parseConfig({ HOST: '127.0.0.1', PORT: '9000' }))).toBe(
      'http://127.0.0.1:9000',
    )
  })
})
