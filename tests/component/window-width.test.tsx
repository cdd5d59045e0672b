import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useWindowWidth } from '~/lib/window-width'

/** A window whose width can be set, counting how often it is read (each read forces layout). */
function countedWidth(initial: number) {
  let width = initial
  let reads = 0
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => {
      reads += 1
      return width
    },
  })
  return {
    reads: () => reads,
    resize: (next: number) => {
      width = next
      act(() => void window.dispatchEvent(new Event('resize')))
    },
  }
}

function Wide() {
  const [renders, setRenders] = useState(0)
  const wide = useWindowWidth((width) => width >= 1000)
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {wide ? 'wide' : 'narrow'} {renders}
    </button>
  )
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 })
})

describe('useWindowWidth', () => {
  it('reads the width once, not on every render, and again on each resize', () => {
    const width = countedWidth(1200)
    render(<Wide />)
    const button = screen.getByRole('button')
    for (let i = 0; i < 5; i++) act(() => button.click())
    expect(button).toHaveTextContent('wide 5')
    expect(width.reads()).toBe(1)

    width.resize(600)
    expect(button).toHaveTextContent('narrow 5')
    expect(width.reads()).toBe(2)
  })

  it('reads afresh once nothing watches it, so a change made meanwhile is seen', () => {
    countedWidth(1200)
    const first = render(<Wide />)
    expect(screen.getByRole('button')).toHaveTextContent('wide')
    first.unmount()
    countedWidth(500)
    render(<Wide />)
    expect(screen.getByRole('button')).toHaveTextContent('narrow')
  })
})
