import { lazy, Suspense } from 'react'

/** The QR encoder is only needed once someone shares: it stays out of the first download. */
const QrCode = lazy(() => import('./qr-code'))

interface LazyQrCodeProps {
  value: string
  label: string
  /** Size and placement; the placeholder takes the same room, so nothing jumps. */
  className?: string
}

export function LazyQrCode({ value, label, className }: LazyQrCodeProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={`bg-white ${className ?? ''}`} />}>
      <QrCode value={value} label={label} className={className} />
    </Suspense>
  )
}
