import { Switch } from '@base-ui/react/switch'
import { useId } from 'react'

interface LabelledSwitchProps {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/** A Base UI switch named by its visible label; clicking the label toggles it too. */
export function LabelledSwitch({
  label,
  checked,
  onCheckedChange,
  disabled = false,
}: LabelledSwitchProps) {
  const id = useId()
  const labelId = `${id}-label`
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label
        id={labelId}
        htmlFor={id}
        className="cursor-pointer text-sm font-medium text-zinc-800 dark:text-zinc-200"
      >
        {label}
      </label>
      <Switch.Root
        id={id}
        aria-labelledby={labelId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next)}
        className="focus-ring relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-400 transition-colors data-disabled:cursor-not-allowed data-disabled:opacity-50 data-checked:bg-brand-700 dark:bg-zinc-600 dark:data-checked:bg-brand-300"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-checked:translate-x-5.5 dark:data-checked:bg-zinc-950" />
      </Switch.Root>
    </div>
  )
}
