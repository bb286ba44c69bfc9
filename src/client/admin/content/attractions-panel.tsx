/** Content → Nearby attractions (issue 21): not built yet. */
export function AttractionsPanel() {
  return (
    <section aria-labelledby="content-attractions-title">
      <h2 id="content-attractions-title">Nearby attractions</h2>
      <p>Not built yet: this part of the listing is still edited in code.</p>
    </section>
  );
}
