/** Content → Amenities (issue 21): not built yet. */
export function AmenitiesPanel() {
  return (
    <section aria-labelledby="content-amenities-title">
      <h2 id="content-amenities-title">Amenities</h2>
      <p>Not built yet: this part of the listing is still edited in code.</p>
    </section>
  );
}
