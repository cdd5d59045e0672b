import { useState } from 'react'
import { readItem, writeItem } from '~/lib/local-store'

/**
 * A tab choice remembered in local storage under `key` (docs/product.md#constants "settings tab",
 * "activity tab"); an unknown or missing value gives `fallback`.
 */
export function useRememberedTab<T extends string>(
  key: string,
  tabs: readonly T[],
  fallback: T,
): [T, (tab: T) => void] {
  const [tab, setTab] = useState<T>(() => {
    const saved = readItem(key)
    return tabs.find((candidate) => candidate === saved) ?? fallback
  })
  const choose = (next: T) => {
    setTab(next)
    writeItem(key, next)
  }
  return [tab, choose]
}
