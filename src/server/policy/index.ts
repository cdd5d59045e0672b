export * from './seen-policy'
