import type { ReactNode } from 'react'
import { FIELD_ERROR, LABEL } from './styles'

interface FieldProps {
  id: string
  label: string
  error?: string
  children: ReactNode
}

/** A labelled form field with its error below (referenced by the control's aria-describedby). */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Props that tie a control to its Field's error. */
export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
