/** Words of the bottom bar's More button and sheet; tests import the same constants. */
export const NAV_MORE_TEXT = { more: 'More', title: 'More', close: 'Close' } as const
