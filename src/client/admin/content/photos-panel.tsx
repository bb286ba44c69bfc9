/** Content → Photos (issue 21): not built yet. */
export function PhotosPanel() {
  return (
    <section aria-labelledby="content-photos-title">
      <h2 id="content-photos-title">Photos</h2>
      <p>Not built yet: this part of the listing is still edited in code.</p>
    </section>
  );
}
