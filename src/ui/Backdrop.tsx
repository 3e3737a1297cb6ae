import { createPortal } from 'react-dom';

/**
 * The dimmed page behind an open sheet or panel; a press on it closes that one (and lands nowhere else). In <body>,
 * because the top bar's backdrop-filter would make it the containing block of a fixed element inside it. `layer`:
 * under the top bar (its panels stay usable) or under the bottom dock.
 */
export function Backdrop({ layer, onClose }: { layer: 'top-bar' | 'dock'; onClose: () => void }) {
  return createPortal(<div className={`backdrop backdrop--${layer}`} data-backdrop="" aria-hidden="true" onClick={onClose} />, document.body);
}
