/** Content → Property (issue 21): not built yet. */
export function PropertyFactsPanel() {
  return (
    <section aria-labelledby="content-property-facts-title">
      <h2 id="content-property-facts-title">Property</h2>
      <p>Not built yet: this part of the listing is still edited in code.</p>
    </section>
  );
}
