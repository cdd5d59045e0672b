import { Switch } from '@base-ui/react/switch'
import { useId } from 'react'

interface FilterSwitchProps {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** A line under the switch describing its effect. */
  description?: string | undefined
  /**
   * Set for guests: the switch is off and disabled, and this says why (docs/product.md#screens).
   */
  disabledText?: string | undefined
}

/** A labelled on/off filter (Base UI Switch); clicking the label toggles it too. */
export function FilterSwitch({
  label,
  checked,
  onCheckedChange,
  description,
  disabledText,
}: FilterSwitchProps) {
  const id = useId()
  const disabled = disabledText !== undefined
  const note = disabledText ?? description
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-4">
        <label
          id={`${id}-label`}
          htmlFor={id}
          className={`text-sm font-medium text-zinc-800 dark:text-zinc-200 ${disabled ? '' : 'cursor-pointer'}`}
        >
          {label}
        </label>
        <Switch.Root
          id={id}
          aria-labelledby={`${id}-label`}
          aria-describedby={note ? `${id}-note` : undefined}
          checked={disabled ? false : checked}
          disabled={disabled}
          onCheckedChange={(next) => onCheckedChange(next)}
          className="focus-ring relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-400 transition-colors data-checked:bg-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-60 dark:bg-zinc-600 dark:data-checked:bg-brand-300"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-checked:translate-x-5.5 dark:data-checked:bg-zinc-950" />
        </Switch.Root>
      </div>
      {note && (
        <p id={`${id}-note`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {note}
        </p>
      )}
    </div>
  )
}
