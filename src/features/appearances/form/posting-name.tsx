import { TextField } from '~/lib/forms/form-fields'
import { ADD_PHOTOS_TEXT } from './add-photos'

interface PostingNameProps {
  name: string
  /** A guest's field is shown (no name remembered yet, or the guest asked to change it). */
  editing: boolean
  /** Only a guest may change the name; a signed-in person posts under their display name. */
  onChange?: ((name: string) => void) | undefined
  onEdit?: (() => void) | undefined
}

/** Who the photos are posted as: a guest's required "Your name", or the name they post under. */
export function PostingName({ name, editing, onChange, onEdit }: PostingNameProps) {
  if (editing && onChange) {
    return (
      <TextField
        name="displayUserName"
        label={ADD_PHOTOS_TEXT.yourName}
        hint={ADD_PHOTOS_TEXT.yourNameHint}
        required
        autoComplete="name"
        value={name}
        onChange={onChange}
      />
    )
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-800 dark:text-zinc-200">
      {ADD_PHOTOS_TEXT.postingAs} <strong>{name}</strong>
      {onEdit ? (
        <button type="button" className="link" onClick={onEdit}>
          {ADD_PHOTOS_TEXT.changeName}
        </button>
      ) : null}
    </p>
  )
}
