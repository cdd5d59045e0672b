import encodeQR from 'qr'
import { useMemo } from 'react'

interface QrCodeProps {
  value: string
  /** Accessible name of the picture (it says what the code opens). */
  label: string
  className?: string
}

/** The dark modules of a QR matrix as one SVG path: one element however large the code. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = ''
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}

/**
 * A QR code drawn on the device (no network: it works offline), with medium error correction and
 * the standard four-module quiet zone, dark on white whatever the theme so every camera reads it.
 */
export default function QrCode({ value, label, className }: QrCodeProps) {
  const matrix = useMemo(() => encodeQR(value, 'raw', { ecc: 'medium', border: 4 }), [value])
  const size = matrix.length
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  )
}
