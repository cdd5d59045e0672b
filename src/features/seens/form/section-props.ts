import type { SeenDraft, SeenErrors, SeenField } from './form-model'

/** What every form section gets: the draft, the shown errors, and a setter that clears one. */
export interface SectionProps {
  draft: SeenDraft
  errors: SeenErrors
  set: <K extends keyof SeenDraft>(key: K, value: SeenDraft[K], clears?: SeenField) => void
}
