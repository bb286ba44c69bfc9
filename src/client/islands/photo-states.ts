/**
 * On a page shipped as islands, the photos outside any island (ProgressivePhoto, drawn by the server) have no React to
 * tell them their image has arrived: this does, the way the component does, so the photo fades in over its
 * placeholder (or shows it failed) as on a page hydrated whole. No React here: it runs in the islands' start-up code.
 */
export const PHOTO_FRAME_ATTRIBUTE = 'data-photo';

function settle(image: HTMLImageElement): void {
  const frame = image.closest(`[${PHOTO_FRAME_ATTRIBUTE}]`);
  if (frame?.getAttribute('data-state') !== 'loading') return;
  frame.setAttribute('data-state', image.naturalWidth > 0 ? 'loaded' : 'error');
}

export function followPhotoLoads(): void {
  // Load and error events do not bubble, but they pass the document on their way down.
  const onImage = (event: Event) => {
    if (event.target instanceof HTMLImageElement) settle(event.target);
  };
  document.addEventListener('load', onImage, true);
  document.addEventListener('error', onImage, true);
  // Images that finished before this code arrived.
  for (const image of document.querySelectorAll<HTMLImageElement>(`[${PHOTO_FRAME_ATTRIBUTE}][data-state="loading"] img`)) {
    if (image.complete) settle(image);
  }
}
