/**
 * docs/product.md#constants image lazy loading as a pure state machine: nothing is loaded until the
 * image comes within 200 px of the viewport; then the thumbnail; after 2000 ms in view the reduced
 * image; beyond 2000 px away everything is unloaded again, so a long list stays light.
 */
export type LazyImageState = 'unloaded' | 'thumbnail' | 'reduced'

export type LazyImageEvent =
  /** Came within the load margin (200 px). */
  | 'near'
  /** Has been in view for the upgrade delay (2000 ms). */
  | 'seen-long'
  /** Moved beyond the unload distance (2000 px). */
  | 'far'

export function lazyImageReducer(state: LazyImageState, event: LazyImageEvent): LazyImageState {
  switch (event) {
    case 'near':
      return state === 'unloaded' ? 'thumbnail' : state
    case 'seen-long':
      return 'reduced'
    case 'far':
      return 'unloaded'
    default:
      return state
  }
}
