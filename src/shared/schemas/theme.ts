import * as v from 'valibot'

/** docs/product.md#records user profile `theme`: light or dark, default light. */
export const theme = v.picklist(['light', 'dark'])
export type Theme = v.InferOutput<typeof theme>
export const DEFAULT_THEME: Theme = 'light'

export const isTheme = (value: unknown): value is Theme => v.is(theme, value)
export const otherTheme = (current: Theme): Theme => (current === 'dark' ? 'light' : 'dark')
